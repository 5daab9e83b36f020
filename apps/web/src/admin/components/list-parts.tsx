import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import {
  CreateButton,
  Datagrid,
  DateField,
  List,
  RecordContextProvider,
  SearchInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import MuiButton from '@mui/material/Button';
import MuiList from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import type { AdminDataProvider } from '../api/data-provider';
import { DATE_LOCALE, INDIAN_DATE, INDIAN_DATE_TIME } from './format';
import { useWords } from './admin-text';

export const searchFilter = [<SearchInput key="q" source="q" alwaysOn />];

export function useIsSmall() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/** A date in the admin's one format, '23 Nov 2026' (with the time: '23 Nov 2026, 3:45 pm'). */
export function IndianDateField(props: {
  source: string;
  label?: string;
  showTime?: boolean;
  sortable?: boolean;
}) {
  const { showTime, ...rest } = props;
  return <DateField {...rest} locales={DATE_LOCALE} options={showTime ? INDIAN_DATE_TIME : INDIAN_DATE} />;
}

/**
 * A phone's list of orderable rows: a thumbnail, the text (tap to edit) and labelled Move up/down
 * buttons under it, so ordering works with one thumb.
 */
function PhoneList({
  primary,
  secondary,
  thumbnail,
  orderable,
}: {
  primary: (record: RaRecord) => ReactNode;
  secondary?: (record: RaRecord) => ReactNode;
  thumbnail?: (record: RaRecord) => string | undefined;
  orderable?: boolean | string;
}) {
  const { data } = useListContext();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  if (!data) return null;
  return (
    <MuiList disablePadding>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <ListItem disablePadding divider sx={{ display: 'block' }}>
            <ListItemButton component={RouterLink} to={createPath({ resource, id: record.id, type: 'edit' })}>
              {thumbnail ? (
                <ListItemAvatar>
                  <Avatar
                    variant="rounded"
                    src={thumbnail(record)}
                    alt=""
                    sx={{ width: 56, height: 42, mr: 1 }}
                  />
                </ListItemAvatar>
              ) : null}
              <ListItemText
                primary={primary(record)}
                secondary={secondary?.(record)}
                slotProps={{ primary: { sx: { whiteSpace: 'normal', wordBreak: 'break-word' } } }}
              />
            </ListItemButton>
            {orderable ? (
              <Box sx={{ px: 1, pb: 1 }}>
                <MoveButtons orderField={typeof orderable === 'string' ? orderable : 'order'} />
              </Box>
            ) : null}
          </ListItem>
        </RecordContextProvider>
      ))}
    </MuiList>
  );
}

/**
 * A list that is a table on a desktop and a tappable list on a phone.
 * `primary`/`secondary` say what a phone shows per row; `thumbnail` adds a picture and `orderable`
 * the Move up/down buttons (when the list is sorted by its order field).
 */
export function ResponsiveList({
  children,
  primary,
  secondary,
  filters = searchFilter,
  sort,
  hasCreate = true,
  actions,
  thumbnail,
  orderable,
}: {
  children: ReactNode;
  primary: (record: RaRecord) => ReactNode;
  secondary?: (record: RaRecord) => ReactNode;
  thumbnail?: (record: RaRecord) => string | undefined;
  /** true for the 'order' field, or the name of the list's order field (e.g. 'displayOrder'). */
  orderable?: boolean | string;
  filters?: ReactElement[];
  sort?: { field: string; order: 'ASC' | 'DESC' };
  hasCreate?: boolean;
  actions?: ReactNode;
}) {
  const isSmall = useIsSmall();
  return (
    <List
      filters={filters}
      sort={sort}
      perPage={25}
      actions={
        <TopToolbar>
          {actions}
          {hasCreate ? <CreateButton /> : null}
        </TopToolbar>
      }
    >
      {isSmall && (thumbnail || orderable) ? (
        <PhoneList primary={primary} secondary={secondary} thumbnail={thumbnail} orderable={orderable} />
      ) : isSmall ? (
        <SimpleList primaryText={primary} secondaryText={secondary} linkType="edit" />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          {children}
        </Datagrid>
      )}
    </List>
  );
}

/** Move a row one place up or down in its list's order (order/displayOrder). */
export function MoveButtons({ orderField = 'order' }: { orderField?: string }) {
  const record = useRecordContext();
  const resource = useResourceContext();
  const { data, sort, filterValues } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const t = useWords();
  if (!record || !resource || !data || sort?.field !== orderField) return null;
  const ids = data.map((r) => r.id);
  const index = ids.indexOf(record.id);
  const direction = sort.order === 'ASC' ? 1 : -1;

  async function move(step: number) {
    const all = await dataProvider.getList(resource!, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: orderField, order: 'ASC' },
      // The rows the clerk sees (one gallery category): a photo moves past its neighbour on the
      // screen, not past a photo of another category that the list leaves out.
      filter: filterValues ?? {},
    });
    const order = all.data.map((r) => r.id);
    const from = order.indexOf(record!.id);
    const to = from + step * direction;
    if (from < 0 || to < 0 || to >= order.length) return;
    [order[from], order[to]] = [order[to]!, order[from]!];
    try {
      await dataProvider.reorder(resource!, order);
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  }

  return (
    <span onClick={(event) => event.stopPropagation()}>
      <MuiButton
        size="small"
        startIcon={<ArrowUpwardIcon />}
        onClick={() => move(-1)}
        disabled={index === 0 && direction === 1}
        sx={{ minHeight: 40 }}
      >
        {t('Move up')}
      </MuiButton>
      <MuiButton
        size="small"
        startIcon={<ArrowDownwardIcon />}
        onClick={() => move(1)}
        sx={{ minHeight: 40 }}
      >
        {t('Move down')}
      </MuiButton>
    </span>
  );
}
