import { useI18n } from '../i18n/site-i18n';
import { DRESS_CODE, DRESS_CODE_CLASS_GROUPS, DRESS_CODE_NOTES, type DressCodeRow } from './dress-code';
import styles from './dress-code-table.module.css';

/**
 * The School Dress Code: a table by weekday group and boy/girl for Classes I-X and XI-XII, with
 * notes. Only plain elements, so a caller can run it as a function and catch a failure (React's
 * server renderer has no error boundaries).
 */
export function DressCodeTable({ rows = DRESS_CODE }: { rows?: readonly DressCodeRow[] }) {
  const { locale, t } = useI18n();
  // The rules themselves are the school's English text (components/dress-code) on every edition.
  const rulesLang = locale === 'en' ? undefined : 'en';
  return (
    <div data-testid="dress-code">
      {/* Scrolls sideways on a phone: focusable and named so keyboard users can scroll it too. */}
      <div className={styles.scroller} tabIndex={0} role="region" aria-label={t('dressCode.tableRegion')}>
        <table aria-label={t('dressCode.title')} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('dressCode.days')}</th>
              <th scope="col">{t('dressCode.wearer')}</th>
              {DRESS_CODE_CLASS_GROUPS.map((group, i) => (
                <th key={group} scope="col">
                  {t(i === 0 ? 'dressCode.juniors' : 'dressCode.seniors')}
                </th>
              ))}
            </tr>
          </thead>
          <tbody lang={rulesLang}>
            {rows.map((row, i) => {
              const firstOfGroup = i === 0 || rows[i - 1]!.days !== row.days;
              const span = rows.filter((r) => r.days === row.days).length;
              return (
                <tr key={`${row.days}-${row.wearer}`}>
                  {firstOfGroup && (
                    <th scope="rowgroup" rowSpan={span} className={styles.days}>
                      {row.days}
                    </th>
                  )}
                  <th scope="row" className={styles.wearer}>
                    {row.wearer}
                  </th>
                  <td>{row.juniors}</td>
                  <td>{row.seniors}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <ul className={styles.notes} lang={rulesLang}>
        {DRESS_CODE_NOTES.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </div>
  );
}
