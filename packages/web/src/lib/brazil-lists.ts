import { queryOptions } from '@tanstack/react-query';
import { loadBanks } from '@colabora/core/brazil/banks';
import { loadMunicipalities } from '@colabora/core/brazil/municipalities';
import { isStateCode } from '@colabora/core/brazil/states';
import { WIZARD_MSG } from '@colabora/core/admission/wizard';

/** Query keys of the bundled lists. */
const brazilKeys = {
  municipalities: (uf: string) => ['brazil', 'municipalities', uf] as const,
  banks: ['brazil', 'banks'] as const,
};

// Lists bundled in core and fetched as separate chunks on demand; they never change while the app runs.

/** The municipalities of a UF (birth city on step 1, city on step 4). */
export function municipalitiesQueryOptions(uf: string) {
  return queryOptions({
    queryKey: brazilKeys.municipalities(uf),
    queryFn: () => loadMunicipalities(uf),
    enabled: isStateCode(uf),
    staleTime: Infinity,
    meta: { errorMessage: WIZARD_MSG.citiesFetchFailed },
  });
}

/** Banks for the step-5 picker. */
export function banksQueryOptions() {
  return queryOptions({ queryKey: brazilKeys.banks, queryFn: loadBanks, staleTime: Infinity });
}
