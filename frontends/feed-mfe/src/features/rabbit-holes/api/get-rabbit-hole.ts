import type { RabbitHole } from '@agora/contracts';
import { apiRequest } from '@agora/ui';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/rabbit-holes/{id}: a shared thread, read-only. */
export const getRabbitHole = (id: string) =>
  apiRequest<RabbitHole>('GET', `/api/rabbit-holes/${encodeURIComponent(id)}`);

export const rabbitHoleQueryOptions = (id: string) =>
  queryOptions({ queryKey: ['/api/rabbit-holes', id], queryFn: () => getRabbitHole(id) });

export const useRabbitHole = (id: string) => useQuery(rabbitHoleQueryOptions(id));
