import { useQuery } from '@tanstack/react-query';
import { toOptions } from '@colabora/core/admission/options';
import { useMemo } from 'react';
import { municipalitiesQueryOptions } from '@/lib/brazil-lists';

/** The municipalities of `uf` as options, loaded when a state is chosen. */
export function useMunicipalityOptions(uf: string) {
  const query = useQuery(municipalitiesQueryOptions(uf));
  const options = useMemo(() => toOptions(query.data ?? []), [query.data]);
  return { options, loading: query.isFetching };
}
