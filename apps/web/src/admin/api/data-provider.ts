import type { DataProvider, Identifier, RaRecord } from 'react-admin';
import type { Pagination, Upload, UploadFolder } from '@skp/shared';
import { adminFetch } from './admin-http';
import { uploadFile } from './upload';

type ApiRecord = { _id?: string } & Record<string, unknown>;

/** react-admin wants `id`; the API speaks `_id`. */
export function fromApi(record: ApiRecord | null | undefined, fallbackId?: Identifier): RaRecord {
  const { _id, ...rest } = record ?? {};
  return { ...rest, id: _id ?? fallbackId ?? '' } as RaRecord;
}

function toApi(data: Partial<RaRecord>): Record<string, unknown> {
  const { id: _id, _id: _ignored, createdAt: _c, updatedAt: _u, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** Singletons live under /admin/settings/<name>; react-admin sees them as resource 'settings' with id = name. */
const SETTINGS = 'settings';

function listOf(resource: string, data: Record<string, unknown>): ApiRecord[] {
  if (resource === 'users') return data.users as ApiRecord[];
  if (resource === 'audit-log') return data.entries as ApiRecord[];
  if (resource === 'enquiries') return data.enquiries as ApiRecord[];
  if (resource === 'privacy/requests') return data.requests as ApiRecord[];
  if (resource === 'privacy/incidents') return data.incidents as ApiRecord[];
  return data.items as ApiRecord[];
}
function itemOf(data: Record<string, unknown>): ApiRecord {
  return (data.item ?? data.user ?? data.enquiry) as ApiRecord;
}

export interface AdminDataProvider extends DataProvider {
  reorder(resource: string, ids: Identifier[]): Promise<{ reordered: number }>;
  star(id: Identifier): Promise<RaRecord>;
  addPhotos(
    category: string,
    photos: { imageUrl: string; altText: string; title: string; description: string }[],
  ): Promise<RaRecord[]>;
  upload(file: File, folder: UploadFolder, onProgress?: (fraction: number) => void): Promise<Upload>;
  setEnquiryStatus(id: Identifier, status: 'new' | 'handled', note?: string): Promise<RaRecord>;
  retryEnquiry(id: Identifier): Promise<RaRecord>;
}

export const dataProvider: AdminDataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const query = new URLSearchParams({ page: String(page), limit: String(Math.min(perPage, 100)) });
    if (params.sort?.field && params.sort.field !== 'id') {
      query.set('sortBy', params.sort.field);
      query.set('sortOrder', params.sort.order === 'DESC' ? 'desc' : 'asc');
    }
    for (const [key, value] of Object.entries(params.filter ?? {})) {
      if (value === undefined || value === null || value === '') continue;
      query.set(key === 'q' ? 'search' : key, String(value));
    }
    const data = await adminFetch<Record<string, unknown>>(`/admin/${resource}?${query}`, {
      signal: params.signal,
    });
    const items = listOf(resource, data).map((r) => fromApi(r));
    const pagination = data.pagination as Pagination | undefined;
    return { data: items as never, total: pagination?.total ?? items.length };
  },

  async getOne(resource, params) {
    if (resource === SETTINGS) {
      const data = await adminFetch<{ item: ApiRecord | null }>(`/admin/settings/${params.id}`, {
        signal: params.signal,
      });
      return { data: fromApi(data.item ?? {}, params.id) as never };
    }
    const data = await adminFetch<Record<string, unknown>>(`/admin/${resource}/${params.id}`, {
      signal: params.signal,
    });
    return { data: fromApi(itemOf(data)) as never };
  },

  async getMany(resource, params) {
    const records = await Promise.all(params.ids.map((id) => dataProvider.getOne(resource, { id })));
    return { data: records.map((r) => r.data) as never };
  },

  async getManyReference(resource, params) {
    return dataProvider.getList(resource, {
      ...params,
      filter: { ...params.filter, [params.target]: params.id },
    });
  },

  async create(resource, params) {
    const data = await adminFetch<Record<string, unknown>>(`/admin/${resource}`, {
      method: 'POST',
      body: JSON.stringify(toApi(params.data)),
    });
    return { data: fromApi(itemOf(data)) as never };
  },

  async update(resource, params) {
    const path = resource === SETTINGS ? `/admin/settings/${params.id}` : `/admin/${resource}/${params.id}`;
    const data = await adminFetch<Record<string, unknown>>(path, {
      method: 'PUT',
      body: JSON.stringify(toApi(params.data)),
    });
    return { data: fromApi(itemOf(data), params.id) as never };
  },

  async updateMany(resource, params) {
    for (const id of params.ids)
      await dataProvider.update(resource, { id, data: params.data, previousData: { id } });
    return { data: params.ids };
  },

  async delete(resource, params) {
    await adminFetch(`/admin/${resource}/${params.id}`, { method: 'DELETE' });
    return { data: (params.previousData ?? { id: params.id }) as never };
  },

  async deleteMany(resource, params) {
    for (const id of params.ids) await adminFetch(`/admin/${resource}/${id}`, { method: 'DELETE' });
    return { data: params.ids };
  },

  async setEnquiryStatus(id, status, note) {
    const data = await adminFetch<{ enquiry: ApiRecord }>(`/admin/enquiries/${id}`, {
      method: 'PATCH',
      body: JSON.stringify(note === undefined ? { status } : { status, note }),
    });
    return fromApi(data.enquiry);
  },

  async retryEnquiry(id) {
    const data = await adminFetch<{ enquiry: ApiRecord }>(`/admin/enquiries/${id}/retry`, { method: 'POST' });
    return fromApi(data.enquiry);
  },

  reorder(resource, ids) {
    return adminFetch(`/admin/${resource}/order`, { method: 'PUT', body: JSON.stringify({ ids }) });
  },

  async star(id) {
    const data = await adminFetch<{ item: ApiRecord }>(`/admin/gallery/${id}/star`, { method: 'PUT' });
    return fromApi(data.item);
  },

  async addPhotos(category, photos) {
    const data = await adminFetch<{ items: ApiRecord[] }>('/admin/gallery/batch', {
      method: 'POST',
      body: JSON.stringify({ category, photos }),
    });
    return data.items.map((r) => fromApi(r));
  },

  upload: uploadFile,
};
