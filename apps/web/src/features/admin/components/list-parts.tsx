import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  CreateButton,
  Datagrid,
  List,
  SearchInput,
  SimpleList,
  TopToolbar,
  useDataProvider,
  useListContext,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  type RaRecord,
} from 'react-admin';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import type { AdminDataProvider } from '../api/data-provider';

export const searchFilter = [<SearchInput key="q" source="q" alwaysOn placeholder="Search" />];

export function useIsSmall() {
  return useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
}

/**
 * A list that is a table on a desktop and a simple tappable list on a phone.
 * `primary`/`secondary` say what a phone shows per row.
 */
export function ResponsiveList({
  children,
  primary,
  secondary,
  filters = searchFilter,
  sort,
  hasCreate = true,
  actions,
}: {
  children: ReactNode;
  primary: (record: RaRecord) => ReactNode;
  secondary?: (record: RaRecord) => ReactNode;
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
      {isSmall ? (
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
  const { data, sort } = useListContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  if (!record || !resource || !data || sort?.field !== orderField) return null;
  const ids = data.map((r) => r.id);
  const index = ids.indexOf(record.id);
  const direction = sort.order === 'ASC' ? 1 : -1;

  async function move(step: number) {
    const all = await dataProvider.getList(resource!, {
      pagination: { page: 1, perPage: 100 },
      sort: { field: orderField, order: 'ASC' },
      filter: {},
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
      <Button label="Up" onClick={() => move(-1)} disabled={index === 0 && direction === 1}>
        <ArrowUpwardIcon />
      </Button>
      <Button label="Down" onClick={() => move(1)}>
        <ArrowDownwardIcon />
      </Button>
    </span>
  );
}
