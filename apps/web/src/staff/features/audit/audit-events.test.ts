import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consoleAudit as en } from '@/i18n/locales/en/console-audit';
import { consoleAudit as es } from '@/i18n/locales/es/console-audit';

/**
 * The console may not import the api, so its labels are keyed by the event names the api's
 * <area>-audit-events.ts files list; read here as text, every one of them needs a label in both
 * languages (a new event without one would show its raw name in the log).
 */
const modules = join(__dirname, '../../../../../api/src/modules');

function apiAuditEvents(): string[] {
  const names: string[] = [];
  for (const area of readdirSync(modules)) {
    const file = join(modules, area, `${area}-audit-events.ts`);
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    const list = text.match(/_AUDIT_EVENTS = \[([\s\S]*?)\] as const/)?.[1] ?? '';
    const withoutComments = list.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    for (const match of withoutComments.matchAll(/'([a-z0-9_]+)'/g)) names.push(match[1] ?? '');
  }
  return names;
}

describe('audit event labels', () => {
  const events = apiAuditEvents();

  it('finds the api lists', () => {
    expect(events).toContain('staff_signed_in');
    expect(events).toContain('reservation_request_confirmed');
    expect(events.length).toBeGreaterThan(40);
  });

  it('has a label for every event in English and in Spanish', () => {
    const missing = (labels: Record<string, string>) =>
      events.filter((event) => !labels[event]?.trim());
    expect(missing(en.events)).toEqual([]);
    expect(missing(es.events)).toEqual([]);
  });

  it('labels only events the api knows', () => {
    expect(Object.keys(en.events).filter((event) => !events.includes(event))).toEqual([]);
  });
});
