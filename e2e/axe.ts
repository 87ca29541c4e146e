import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/** axe-core's browser build, read once. */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.0 and 2.1 success criteria of levels A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string[]; failureSummary: string }[];
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations of
 * WCAG 2.0/2.1 A and AA. The source goes in through the DevTools protocol (`page.evaluate`),
 * which the product's Content-Security-Policy (`script-src 'self'`) does not govern, so the
 * page under audit is the page as it is served.
 */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Colours are measured as painted: let transitions and finite animations (a scene sliding in) end first.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target.map(String),
        failureSummary: failureSummary ?? '',
      })),
    }));
  }, WCAG_TAGS);
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

/**
 * Runs only the axe-core rules `rules` (best-practice ones too, such as `region`: all content inside
 * landmarks) and returns their violations of any impact.
 */
export async function violationsOfRules(page: Page, rules: string[]): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (ids) => {
    const axe = (
      window as unknown as {
        axe: { run: (context: Document, options: unknown) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'rule', values: ids }, resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, help, helpUrl, nodes }) => ({
      id,
      impact,
      help,
      helpUrl,
      nodes: nodes.map(({ target, failureSummary }) => ({
        target: target.map(String),
        failureSummary: failureSummary ?? '',
      })),
    }));
  }, rules);
}

/** One line per violation and element: id, impact, target, help (what a failing test prints). */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${where}: ${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help}\n    ${node.failureSummary.replace(/\n/g, '\n    ')}`,
      ),
    )
    .join('\n');
}
