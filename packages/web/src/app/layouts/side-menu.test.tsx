import { decomposeColor, getContrastRatio, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '@/config/theme';
import { ADMIN_MENU } from './admin-menu';
import { SideMenu } from './side-menu';

/** A colour as the browser paints it over the drawer's paper, alpha included. */
function overPaper(color: string): string {
  const { values } = decomposeColor(color);
  const paper = decomposeColor(theme.palette.background.paper).values;
  const opacity = values[3] ?? 1;
  return `rgb(${[0, 1, 2].map((i) => Math.round(values[i] * opacity + paper[i] * (1 - opacity))).join(', ')})`;
}

function renderMenu() {
  render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={['/home/career']}>
        <SideMenu label="Menu principal" groups={ADMIN_MENU} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

describe('SideMenu', () => {
  it('holds each entry in a list item (a list holds only li)', () => {
    renderMenu();
    const lists = screen.getByRole('navigation', { name: 'Menu principal' }).querySelectorAll('ul');
    expect(lists).toHaveLength(3);
    for (const list of lists) {
      expect(Array.from(list.children, (child) => child.tagName)).toEqual(Array(list.children.length).fill('LI'));
    }
    expect(screen.getByRole('link', { name: 'CARGOS' }).closest('li')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'DADOS GERAIS' }).closest('li')).not.toBeNull();
  });

  it('shows a disabled group title in a grey still readable on the drawer', () => {
    renderMenu();
    const title = overPaper(getComputedStyle(screen.getByText('IMPORTAR')).color);
    expect(getContrastRatio(title, theme.palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });
});
