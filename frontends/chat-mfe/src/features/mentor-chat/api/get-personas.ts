// The catalogue query lives in @agora/ui (one cache for the picker, the hub and the groups).
export {
  getPersonas,
  personasQueryOptions as getPersonasQueryOptions,
  usePersonas,
} from '@agora/ui';
