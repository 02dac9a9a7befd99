import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { ImpactValue, Result } from 'axe-core';
import type { BrowserContext, Page } from 'playwright-core';

// axe-core on every state a journey acts on. Before each action or wait of a test, Playwright calls a locator
// handler (page.addLocatorHandler on <body>, its documented hook for "a callback on every actionability
// check"): when the page shows a state not yet audited in this document (another address, tab, dialog, option
// list, menu or alert) and has settled, axe runs on it before the action goes on. The end of each test and the
// closing of a context audit the last state. afterEach (support/accessibility-setup.ts) then fails the test on
// any serious or critical violation of WCAG 2.1 A/AA.
//
// The page's CSP (script-src 'self') refuses inline scripts, so axe never goes in a <script>: its source and
// the small state watcher below are evaluated over CDP (page.evaluate, addInitScript), which the CSP does not
// govern. E2E_A11Y_LOG=1 prints every audit.

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const FAILING: ImpactValue[] = ['serious', 'critical'];
/** DOM quiet for this long, with no transition running and nothing loading, is a settled state. */
const QUIET_MS = 200;
/** How long an action waits for a new state to settle before it goes on without an audit. */
const ACTION_SETTLE_MS = 1_000;
/** How long the end of a test waits for the last state to settle. */
const FLUSH_SETTLE_MS = 5_000;
const LOG = Boolean(process.env.E2E_A11Y_LOG);

interface PageHooks {
  /** Counts DOM mutations and started transitions, so an audit knows whether the page moved under it. */
  changes: number;
  /** What a person sees now, in words: the address, the open tab, dialogs, option lists, menus and alerts. */
  state(): string;
  /** The current state once settled, if it is not one of `audited`; null otherwise or after `timeoutMs`. */
  settledNewState(audited: string[], timeoutMs: number): Promise<string | null>;
}

declare global {
  interface Window {
    axe?: typeof import('axe-core');
    __colaboraA11y?: PageHooks;
  }
}

interface Finding {
  id: string;
  impact: ImpactValue;
  help: string;
  helpUrl: string;
  nodes: { target: string; summary: string }[];
}

/** Runs in every document of the app's origin before the SPA. Serialized: uses nothing outside itself. */
function watchStates({ origin, quietMs }: { origin: string; quietMs: number }) {
  // A file opened from the app (a blob: document, e.g. a PDF) is the file itself, not a screen of the app.
  if (window.top !== window || location.origin !== origin || location.protocol === 'blob:') return;
  let lastChange = performance.now();

  const busy = () => document.querySelector('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])') !== null;
  const animating = () =>
    document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getTiming().iterations !== Infinity);
  const settled = () => performance.now() - lastChange >= quietMs && !busy() && !animating();
  const name = (element: Element) =>
    element.getAttribute('aria-label') ??
    (element.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ')
      .trim();
  const shown = (selector: string, kind: string, describe: (element: Element) => string) =>
    Array.from(document.querySelectorAll(selector))
      .filter((element) => element.checkVisibility())
      .map((element) => `${kind}: ${describe(element).trim().slice(0, 60)}`);
  const state = () =>
    [
      location.pathname + location.search,
      ...shown('[role="tab"][aria-selected="true"]', 'tab', (e) => e.textContent ?? ''),
      ...shown('[role="dialog"], [role="alertdialog"]', 'dialog', (e) => name(e) || 'sem título'),
      ...shown('[role="listbox"], [role="menu"]', 'options', (e) => name(e) || 'abertas'),
      ...shown('[role="alert"]', 'alert', (e) => e.textContent ?? ''),
    ].join(' · ');

  const hooks: PageHooks = {
    changes: 0,
    state,
    settledNewState(audited, timeoutMs) {
      if (audited.includes(state())) return Promise.resolve(null);
      const deadline = performance.now() + timeoutMs;
      return new Promise((resolve) => {
        const poll = () => {
          if (settled()) {
            const current = state();
            resolve(audited.includes(current) ? null : current);
          } else if (performance.now() > deadline) resolve(null);
          else setTimeout(poll, 50);
        };
        poll();
      });
    },
  };
  const changed = () => {
    lastChange = performance.now();
    hooks.changes += 1;
  };
  Object.defineProperty(window, '__colaboraA11y', { value: hooks });
  new MutationObserver(changed).observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  document.addEventListener('transitionrun', changed, true);
  document.addEventListener('animationstart', changed, true);
}

/** One axe run in the page: what it found, on which state, and whether the DOM stayed still meanwhile. */
async function runAxe(page: Page, rules?: string[]): Promise<{ findings: Finding[]; state: string; stable: boolean }> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, failing, rules }) => {
      const { axe, __colaboraA11y: hooks } = window;
      if (!axe || !hooks) throw new Error('axe-core or the state watcher is missing from the page');
      const before = hooks.changes;
      const state = hooks.state();
      const results = await axe.run(document, {
        runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
        resultTypes: ['violations'],
        // The only frame is the contract's PDF, from the files bucket: nothing of ours to audit.
        iframes: false,
      });
      const findings = results.violations
        .filter((v: Result) => v.impact && failing.includes(v.impact))
        .map((v: Result) => ({
          id: v.id,
          impact: v.impact ?? 'serious',
          help: v.help,
          helpUrl: v.helpUrl,
          nodes: v.nodes.map((node) => ({
            target: node.target.map(String).join(' '),
            summary: (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim(),
          })),
        }));
      return { findings, state, stable: hooks.changes === before };
    },
    { tags: TAGS, failing: FAILING, rules },
  );
}

type Seen = { finding: Finding; node: Finding['nodes'][number]; states: Set<string> };

/** The audits of one page, one at a time; each violation is kept once, with the states it was seen in. */
class PageAudit {
  private running: Promise<void> = Promise.resolve();
  /** The states audited in the current document; a new document (a reload too) is audited afresh. */
  private audited: string[] = [];
  readonly found = new Map<string, Seen>();
  readonly errors: string[] = [];

  constructor(private readonly page: Page) {
    page.on('domcontentloaded', () => (this.audited = []));
  }

  /** Audits the page's state if it is new, once it settles within `timeoutMs`. Never throws. */
  checkpoint(timeoutMs: number): Promise<void> {
    this.running = this.running.then(() => this.auditIfNew(timeoutMs));
    return this.running;
  }

  private async auditIfNew(timeoutMs: number): Promise<void> {
    if (this.page.isClosed()) return;
    const state = await this.page
      .evaluate(([audited, ms]) => window.__colaboraA11y?.settledNewState(audited, ms) ?? null, [this.audited, timeoutMs] as const)
      .catch(() => null);
    if (!state) return;
    this.audited.push(state);
    const started = Date.now();
    try {
      const first = await runAxe(this.page);
      let findings = first.findings;
      // Something moved during the run (an answer arrived, a notice left): keep only what a second run, once
      // the page settles again, still finds. A dialog fading out would otherwise read as low contrast.
      if (!first.stable && findings.length > 0) {
        await this.page.evaluate((ms) => window.__colaboraA11y?.settledNewState([], ms), FLUSH_SETTLE_MS);
        const again = await runAxe(this.page, [...new Set(findings.map((f) => f.id))]);
        const still = new Set(again.findings.flatMap((f) => f.nodes.map((n) => `${f.id} ${n.target}`)));
        findings = findings
          .map((f) => ({ ...f, nodes: f.nodes.filter((n) => still.has(`${f.id} ${n.target}`)) }))
          .filter((f) => f.nodes.length > 0);
      }
      for (const finding of findings) {
        for (const node of finding.nodes) {
          const key = `${finding.id} ${node.target}`;
          const seen = this.found.get(key) ?? { finding, node, states: new Set<string>() };
          seen.states.add(first.state);
          this.found.set(key, seen);
        }
      }
      if (LOG) console.log(`[axe] ${Date.now() - started} ms, ${findings.length} failing rule(s): ${first.state}`);
    } catch (error) {
      // A navigation or a close in the middle of a run: the next document is audited on its own.
      const message = error instanceof Error ? error.message : String(error);
      const gone = /Execution context was destroyed|Cannot find context|Target page, context or browser has been closed|Frame was detached/i;
      if (gone.test(message)) return;
      this.errors.push(`axe could not run on ${state}: ${message}`);
    }
  }
}

const audits = new Map<Page, PageAudit>();

function watchPage(page: Page): void {
  const audit = new PageAudit(page);
  audits.set(page, audit);
  page
    .addLocatorHandler(page.locator('body'), () => audit.checkpoint(ACTION_SETTLE_MS), { noWaitAfter: true })
    .catch(() => undefined);
}

/** Audits every page of the context on the app's origin, and each one's last state before the context closes. */
export async function watchAccessibility(context: BrowserContext, appOrigin: string): Promise<void> {
  await context.addInitScript(watchStates, { origin: appOrigin, quietMs: QUIET_MS });
  context.on('page', watchPage);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await Promise.all(context.pages().map((page) => audits.get(page)?.checkpoint(FLUSH_SETTLE_MS)));
    return close(options);
  };
}

/** Fails with every serious or critical violation found since the last call (one test's worth). */
export async function expectNoAccessibilityViolations(): Promise<void> {
  await Promise.all([...audits.values()].map((audit) => audit.checkpoint(FLUSH_SETTLE_MS)));
  const byRule = new Map<string, string[]>();
  const errors: string[] = [];
  for (const [page, audit] of audits) {
    for (const { finding, node, states } of audit.found.values()) {
      const head = `${finding.id} (${finding.impact}): ${finding.help}\n    ${finding.helpUrl}`;
      const lines = byRule.get(head) ?? [];
      lines.push(`    - ${node.target}\n      ${node.summary}\n      on ${[...states].join('\n         ')}`);
      byRule.set(head, lines);
    }
    errors.push(...audit.errors);
    audit.found.clear();
    audit.errors.length = 0;
    if (page.isClosed()) audits.delete(page);
  }
  if (byRule.size === 0 && errors.length === 0) return;
  const report = [...byRule].map(([head, lines]) => `  ${head}\n${lines.join('\n')}`);
  throw new Error(
    [`axe (WCAG 2.1 A/AA): ${byRule.size} serious or critical violation(s)`, ...report, ...errors.map((e) => `  ${e}`)].join('\n'),
  );
}
