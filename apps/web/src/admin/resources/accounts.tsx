import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  List,
  PasswordInput,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  Title,
  email,
  required,
  useNotify,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MuiTextField from '@mui/material/TextField';
import { PASSWORD_MIN_LENGTH, USER_ROLES } from '@skp/shared';
import { adminFetch } from '../api/admin-http';
import {
  FormError,
  NewPasswordFields,
  mismatch,
  passwordHelp,
  useFormSend,
} from '../components/account-forms';
import { choices, makeFormPages } from '../components/forms';
import { asWords, formatDate } from '../components/format';
import { IndianDateField, ResponsiveList, useIsSmall } from '../components/list-parts';
import { useWords } from '../components/admin-text';

/**
 * 'Unlock': lifts the 15-minute lock wrong passwords put on this account (from every address), for
 * someone who remembers their password again. A new password typed above lifts it too.
 */
function UnlockSignIn() {
  const record = useRecordContext();
  const notify = useNotify();
  const t = useWords();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  async function unlock() {
    setBusy(true);
    try {
      await adminFetch(`/admin/users/${String(record!.id)}/unlock`, { method: 'POST' });
      notify(t('Sign-in unlocked: %{email} can sign in again now', { email: String(record!.email) }), {
        type: 'success',
      });
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }
  return (
    <Box sx={{ my: 1 }}>
      <Button variant="outlined" onClick={() => void unlock()} disabled={busy}>
        {t('Unlock sign-in')}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        {t(
          'After too many wrong passwords sign-in waits 15 minutes. Unlock lets them try again now; a new password does this too.',
        )}
      </Typography>
    </Box>
  );
}

function UserFields({ creating }: { creating: boolean }) {
  const t = useWords();
  return (
    <>
      <TextInput source="email" label="E-mail" type="email" validate={[required(), email()]} fullWidth />
      <TextInput source="name" fullWidth />
      <SelectInput
        source="role"
        choices={choices(USER_ROLES)}
        defaultValue="editor"
        validate={required()}
        helperText="Editors change content; admins also manage accounts and read the audit log"
      />
      <PasswordInput
        source="password"
        label={creating ? 'Password' : 'Reset password: type a new one (leave empty to keep)'}
        validate={creating ? required() : undefined}
        autoComplete="new-password"
        helperText={
          creating
            ? passwordHelp(t)
            : t(
                'For someone who forgot theirs: tell them the new one. %{rules}; it signs them out everywhere',
                {
                  rules: passwordHelp(t),
                },
              )
        }
      />
      {creating ? null : <UnlockSignIn />}
    </>
  );
}
const userPages = makeFormPages(() => <UserFields creating />, {
  create: 'New account',
  edit: 'Account: %{name}',
  name: (r) => r.email,
  saved: 'Account created',
});
const editPages = makeFormPages(() => <UserFields creating={false} />, {
  create: 'New account',
  edit: 'Account: %{name}',
  name: (r) => r.email,
  saved: 'Account saved',
});

function UserList() {
  const t = useWords();
  return (
    <ResponsiveList
      filters={[]}
      primary={(r) => r.email}
      secondary={(r) => `${r.name} · ${t(asWords(r.role))}`}
    >
      <TextField source="email" label="E-mail" sortable={false} />
      <TextField source="name" sortable={false} />
      <FunctionField label="Role" render={(r: RaRecord) => t(asWords(r.role))} />
      <IndianDateField source="createdAt" label="Created" sortable={false} />
    </ResponsiveList>
  );
}

export const users = {
  list: UserList,
  create: userPages.create,
  edit: editPages.edit,
};

const summary = (value: unknown) => {
  if (value === null || value === undefined) return '';
  const text = JSON.stringify(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

export function AuditLogList() {
  const isSmall = useIsSmall();
  const t = useWords();
  return (
    <List
      resource="audit-log"
      title="Audit log"
      perPage={25}
      sort={{ field: 'createdAt', order: 'DESC' }}
      filters={[<TextInput key="entity" source="entity" label="Entity (e.g. notice)" alwaysOn />]}
      actions={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r: RaRecord) => `${r.action} ${r.entity}`}
          secondaryText={(r: RaRecord) => `${r.userEmail || t('system')} · ${formatDate(r.createdAt, true)}`}
          linkType={false}
        />
      ) : (
        <Datagrid bulkActionButtons={false} rowClick={false}>
          <IndianDateField source="createdAt" label="When" showTime sortable={false} />
          <TextField source="userEmail" label="Who" sortable={false} />
          <TextField source="action" sortable={false} />
          <TextField source="entity" sortable={false} />
          <TextField source="entityId" label="Id" sortable={false} />
          <FunctionField label="Before" render={(r: RaRecord) => summary(r.before)} />
          <FunctionField label="After" render={(r: RaRecord) => summary(r.after)} />
        </Datagrid>
      )}
    </List>
  );
}

/** Change your own password (ends your other sessions). */
export function PasswordPage() {
  const notify = useNotify();
  const t = useWords();
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [repeat, setRepeat] = useState('');
  const { error, submit } = useFormSend(async () => {
    await adminFetch('/auth/password', {
      method: 'POST',
      body: JSON.stringify({ currentPassword, newPassword }),
    });
    notify('Your password has been changed; other devices have been signed out', { type: 'success' });
    setCurrent('');
    setNew('');
    setRepeat('');
  });

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="Change password" />
      <CardContent component="form" onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
        <MuiTextField
          label={t('Current password')}
          type="password"
          autoComplete="current-password"
          value={currentPassword}
          onChange={(e) => setCurrent(e.target.value)}
          required
        />
        <NewPasswordFields password={newPassword} onPassword={setNew} repeat={repeat} onRepeat={setRepeat} />
        <FormError error={error} />
        <Button
          type="submit"
          variant="contained"
          disabled={
            mismatch(newPassword, repeat) || !currentPassword || newPassword.length < PASSWORD_MIN_LENGTH
          }
        >
          {t('Change password')}
        </Button>
      </CardContent>
    </Card>
  );
}
