import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { isMenuEntryActive, type MenuEntry, type MenuGroup } from './menu-entry';

const ENTRY_SX = {
  borderLeft: 3,
  borderColor: 'transparent',
  '&.Mui-selected': { borderColor: 'primary.main', color: 'primary.main' },
  '&.Mui-selected .MuiListItemIcon-root': { color: 'primary.main' },
} as const;

/** A disabled group's title: the lightest grey still readable on the drawer (4.5:1, side-menu.test.tsx). */
const DISABLED_GROUP_COLOR = 'grey.600';

/** One entry, a list item holding its link (or its disabled button). */
function Entry({ entry, disabled, pathname }: { entry: MenuEntry; disabled: boolean; pathname: string }) {
  const Icon = entry.icon;
  const hintId = useId();
  const content = (
    <>
      <ListItemIcon sx={{ minWidth: 36 }}>
        <Icon fontSize="small" />
      </ListItemIcon>
      <ListItemText primary={entry.label} slotProps={{ primary: { variant: 'body2', fontWeight: 500 } }} />
    </>
  );
  if (disabled || !entry.to) {
    // The hint sits outside the disabled button, whose faded colours would make it unreadable.
    return (
      <ListItem disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }}>
        <ListItemButton disabled dense sx={ENTRY_SX} aria-describedby={entry.hint ? hintId : undefined}>
          {content}
        </ListItemButton>
        {entry.hint && (
          <Typography id={hintId} variant="caption" color="text.secondary" sx={{ pl: '55px', pr: 2, pb: 0.5 }}>
            {entry.hint}
          </Typography>
        )}
      </ListItem>
    );
  }
  const active = isMenuEntryActive(pathname, entry.to);
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={Link}
        to={entry.to}
        selected={active}
        aria-current={active ? 'page' : undefined}
        dense
        sx={ENTRY_SX}
      >
        {content}
      </ListItemButton>
    </ListItem>
  );
}

export function SideMenu({ groups, label }: { groups: MenuGroup[]; label: string }) {
  const { pathname } = useLocation();
  return (
    <nav aria-label={label}>
      {groups.map((group) => (
        <List
          key={group.label}
          dense
          subheader={
            <ListSubheader
              disableSticky
              sx={{ bgcolor: 'transparent', lineHeight: '32px', color: group.disabled ? DISABLED_GROUP_COLOR : undefined }}
            >
              {group.label}
            </ListSubheader>
          }
        >
          {group.entries.map((entry) => (
            <Entry key={entry.label} entry={entry} disabled={Boolean(group.disabled)} pathname={pathname} />
          ))}
        </List>
      ))}
    </nav>
  );
}
