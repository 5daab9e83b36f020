import type { ContactInfo } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../lib/api-client';

/** GET /api/contact/public: the school's address, phones, mail, office hours, WhatsApp and social links. */
export const publicContactQuery = queryOptions({
  queryKey: ['contact', 'public'],
  queryFn: async ({ signal }) => (await apiGet<{ contact: ContactInfo }>('/contact/public', signal)).contact,
  staleTime: 10 * 60_000,
});

export function usePublicContact() {
  return useQuery(publicContactQuery);
}
