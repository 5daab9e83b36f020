import type { AlumniCard } from '@skp/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/alumni-cards: pictures of the alumni carousel (data.cards). */
export const alumniCardsQuery = queryOptions({
  queryKey: ['alumni-cards'],
  queryFn: async ({ signal }) => (await apiGet<{ cards: AlumniCard[] }>('/alumni-cards', signal)).cards,
});

export function useAlumniCards() {
  return useQuery(alumniCardsQuery);
}
