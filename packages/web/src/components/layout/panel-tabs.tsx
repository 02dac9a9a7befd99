import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState, type ReactNode } from 'react';

export interface PanelTab<K extends string> {
  value: K;
  label: string;
  /** A disabled tab cannot be chosen; its panel is never shown. */
  disabled?: boolean;
  content: ReactNode;
}

interface PanelTabsProps<K extends string> {
  /** Names the tab list for assistive technology, and prefixes the ids that tie each tab to its panel. */
  label: string;
  idPrefix: string;
  tabs: readonly PanelTab<K>[];
  /** Shown under the tab list, e.g. why a tab is disabled. */
  note?: ReactNode;
  /** The tab it opens on; the first that can be chosen when absent. */
  initial?: K;
}

/** Tabs with one panel each (the employee's own pages, the dismissal detail); opens on `initial` or the first it can. */
export function PanelTabs<K extends string>({ label, idPrefix, tabs, note, initial }: PanelTabsProps<K>) {
  const enabled = tabs.filter((tab) => !tab.disabled);
  const [chosen, setChosen] = useState<K | undefined>(initial ?? enabled[0]?.value);
  // A tab that went away (or became disabled) since it was chosen falls back to the first one.
  const current = enabled.find((tab) => tab.value === chosen) ?? enabled[0];
  const tabId = (value: K) => `${idPrefix}-tab-${value}`;
  const panelId = (value: K) => `${idPrefix}-panel-${value}`;
  return (
    <Paper variant="outlined">
      <Tabs
        value={current?.value ?? false}
        onChange={(_, value: K) => setChosen(value)}
        aria-label={label}
        variant="scrollable"
        scrollButtons="auto"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <Tab
            key={tab.value}
            value={tab.value}
            label={tab.label}
            disabled={tab.disabled}
            id={tabId(tab.value)}
            aria-controls={tab.disabled ? undefined : panelId(tab.value)}
          />
        ))}
      </Tabs>
      {note}
      {current && (
        <Box role="tabpanel" id={panelId(current.value)} aria-labelledby={tabId(current.value)} sx={{ p: { xs: 2, sm: 3 } }}>
          {current.content}
        </Box>
      )}
    </Paper>
  );
}
