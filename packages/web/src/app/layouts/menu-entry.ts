import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuEntry {
  label: string;
  icon: SvgIconComponent;
  /** Absent for entries shown disabled. */
  to?: string;
  /** Why a disabled entry cannot be opened, shown under it and read with it. */
  hint?: string;
}

export interface MenuGroup {
  label: string;
  entries: MenuEntry[];
  disabled?: boolean;
}

/** An entry stays highlighted on its own sub-pages (e.g. ATIVOS on a collaborator's detail). */
export function isMenuEntryActive(pathname: string, to: string): boolean {
  return pathname === to || pathname.startsWith(`${to}/`);
}
