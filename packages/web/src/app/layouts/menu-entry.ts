import type { SvgIconComponent } from '@mui/icons-material';
import type { Role } from '@colabora/core/enums';

export interface MenuEntry {
  label: string;
  icon: SvgIconComponent;
  /** Absent for entries shown disabled. */
  to?: string;
  /** Why a disabled entry cannot be opened, shown under it and read with it. */
  hint?: string;
  /** The roles that see the entry, when not everyone of the menu does (its page's access, core app-routes.ts). */
  roles?: readonly Role[];
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

/** The groups as `role` sees them: entries for other roles left out. */
export function menuFor(groups: readonly MenuGroup[], role: Role): MenuGroup[] {
  return groups.map((group) => ({ ...group, entries: group.entries.filter((entry) => !entry.roles || entry.roles.includes(role)) }));
}
