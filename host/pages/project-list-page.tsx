import { useEffect, useState } from 'react';
import {
  Button,
  FormControl,
  IconButton,
  InputAdornment,
  InputLabel,
  MenuItem,
  Pagination,
  Select,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslation } from 'react-i18next';
import type { OrderDirection, Paged, Project, ProjectListQuery, ProjectOrder } from '../../core/domain/api-types';
import { CurrentCompanyStore } from '../../core/services/current-company-store';
import { HttpClient } from '../../core/services/http-client';
import { useObservable } from '../../sdk/use-observable';
import { useService } from '../../sdk/services-context';
import { describeHttpError } from '../components/http-error-message';
import { NewProjectDialog } from '../components/new-project-dialog';
import { EmptyState, ErrorState, PageLoading } from '../components/page-states';
import { ProjectCollection, type ProjectViewMode } from '../components/project-collection';
import { useAsync } from '../components/use-async';
import { useHeaderTitle } from '../shell/header-bar';
import type { ProjectListDefinition } from './project-lists';

const PER_PAGE = 24;
const SEARCH_DEBOUNCE_MS = 300;
const ORDERS: readonly ProjectOrder[] = ['last_event_date', 'name', 'created_at'];

type Scope = NonNullable<ProjectListQuery['scope']>;

/** One of the home lists: search, ordering, grid or list, paging, and "New project". */
export function ProjectListPage({ list }: { list: ProjectListDefinition & { scope: Scope } }) {
  const { t } = useTranslation('host');
  const http = useService<HttpClient>(HttpClient);
  useHeaderTitle(t(list.titleKey));

  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [order, setOrder] = useState<ProjectOrder>('last_event_date');
  const [direction, setDirection] = useState<OrderDirection>('desc');
  const [view, setView] = useState<ProjectViewMode>('grid');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setPage(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const projects = useAsync(
    (signal) => {
      const query: ProjectListQuery = { scope: list.scope, order, direction, page, per_page: PER_PAGE };
      if (search) query.search = search;
      return http.get<Paged<Project>>('/api/projects.json', { params: { ...query }, signal });
    },
    [http, list.scope, search, order, direction, page],
  );

  const pages = projects.status === 'ready' ? Math.ceil(projects.data.total / PER_PAGE) : 0;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          type="search"
          label={t('lists.search')}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          size="small"
          sx={{ minWidth: 260 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
        <OrderControls
          order={order}
          direction={direction}
          onOrder={(value) => {
            setOrder(value);
            setPage(1);
          }}
          onDirection={(value) => {
            setDirection(value);
            setPage(1);
          }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_event, value: ProjectViewMode | null) => value && setView(value)}
          aria-label={t('lists.view')}
        >
          <ToggleButton value="grid" aria-label={t('lists.gridView')}>
            <GridViewIcon fontSize="small" />
          </ToggleButton>
          <ToggleButton value="list" aria-label={t('lists.listView')}>
            <ViewListIcon fontSize="small" />
          </ToggleButton>
        </ToggleButtonGroup>
        <Stack sx={{ flexGrow: 1 }} />
        <NewProjectButton onClick={() => setCreating(true)} />
      </Stack>

      {projects.status === 'loading' && <PageLoading />}
      {projects.status === 'error' && (
        <ErrorState message={describeHttpError(projects.error, t)} onRetry={projects.reload} />
      )}
      {projects.status === 'ready' && projects.data.items.length === 0 && (
        <ProjectListEmpty scope={list.scope} search={search} onCreate={() => setCreating(true)} />
      )}
      {projects.status === 'ready' && projects.data.items.length > 0 && (
        <>
          <ProjectCollection projects={projects.data.items} view={view} />
          {pages > 1 && (
            <Pagination
              count={pages}
              page={page}
              onChange={(_event, value) => setPage(value)}
              sx={{ alignSelf: 'center' }}
              aria-label={t('lists.pages')}
            />
          )}
        </>
      )}
      <NewProjectDialog open={creating} onClose={() => setCreating(false)} />
    </Stack>
  );
}

function OrderControls(props: {
  order: ProjectOrder;
  direction: OrderDirection;
  onOrder(order: ProjectOrder): void;
  onDirection(direction: OrderDirection): void;
}) {
  const { t } = useTranslation('host');
  const labelId = 'project-order-label';
  const descending = props.direction === 'desc';
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id={labelId}>{t('lists.orderBy')}</InputLabel>
        <Select
          labelId={labelId}
          label={t('lists.orderBy')}
          value={props.order}
          onChange={(event) => props.onOrder(event.target.value as ProjectOrder)}
        >
          {ORDERS.map((order) => (
            <MenuItem key={order} value={order}>
              {t(`lists.order.${order}`)}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Tooltip title={descending ? t('lists.descending') : t('lists.ascending')}>
        <IconButton
          onClick={() => props.onDirection(descending ? 'asc' : 'desc')}
          aria-label={descending ? t('lists.descending') : t('lists.ascending')}
        >
          {descending ? <ArrowDownwardIcon fontSize="small" /> : <ArrowUpwardIcon fontSize="small" />}
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

/** Only people whose company lets them write may create projects. */
function useCanCreateProjects(): boolean {
  const companies = useService<CurrentCompanyStore>(CurrentCompanyStore);
  const company = useObservable(companies.company$, () => companies.company);
  return company?.permissions.write === true;
}

function NewProjectButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('host');
  const canCreate = useCanCreateProjects();
  if (!canCreate) return null;
  return (
    <Button variant="contained" startIcon={<AddIcon />} onClick={onClick}>
      {t('lists.newProject')}
    </Button>
  );
}

function ProjectListEmpty({ scope, search, onCreate }: { scope: Scope; search: string; onCreate(): void }) {
  const { t } = useTranslation('host');
  const canCreate = useCanCreateProjects();
  if (search) {
    return <EmptyState title={t('lists.noMatchesTitle', { search })}>{t('lists.noMatchesBody')}</EmptyState>;
  }
  return (
    <EmptyState title={t(`lists.empty.${scope}.title`)} action={<NewProjectButton onClick={onCreate} />}>
      {canCreate ? t(`lists.empty.${scope}.body`) : t('lists.emptyReader')}
    </EmptyState>
  );
}
