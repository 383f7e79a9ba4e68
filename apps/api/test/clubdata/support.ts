import { IMPORT_COLUMNS } from '@mp/contract/clubdata/constants';
import { expect } from 'vitest';
import type { StaffCredentials, TestApp } from '../harness.ts';

/** A CSV file of one entity: its header and rows (cells in the header's order). */
export function csvOf(columns: readonly string[], rows: readonly (readonly (string | number)[])[]) {
  const cell = (v: string | number) => {
    const text = String(v);
    return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  return `${[columns, ...rows].map((r) => r.map(cell).join(',')).join('\n')}\n`;
}

export const CONTRACT_COLUMNS = IMPORT_COLUMNS.contracts;

/** A contracts line for a member id: an active USD contract. */
export function contractLine(
  number: string,
  memberId: number,
  overrides: Record<string, string | number> = {},
) {
  const values: Record<string, string | number> = {
    contract_number: number,
    member_id: memberId,
    contract_status: 'Active',
    resort: 'The Grand Mayan Nuevo Vallarta',
    currency: 'USD',
    affiliation: 'Vidanta',
    finance: '30000',
    balance: '20000.5',
    loan_payment_amount: '500',
    pay_in_full: '19000',
    maintenance_fee: '1500',
    room_type: 'One Bedroom Master',
    contract_date: '2024-03-01',
    total_weeks: 20,
    used_weeks: 2,
    ...overrides,
  };
  return CONTRACT_COLUMNS.map((c) => values[c] ?? '');
}

export async function upload(
  t: TestApp,
  staff: StaffCredentials,
  entity: string,
  csv: string,
  fileName = 'file.csv',
) {
  return t.request({
    method: 'POST',
    url: `/api/staff/imports?entity=${entity}&file_name=${encodeURIComponent(fileName)}`,
    staff,
    headers: { 'content-type': 'text/csv' },
    payload: csv,
  });
}

/** Uploads, waits for the dry run, and returns the import's detail. */
export async function dryRun(t: TestApp, staff: StaffCredentials, entity: string, csv: string) {
  const response = await upload(t, staff, entity, csv);
  expect(response.statusCode, response.body).toBe(201);
  await t.background.idle();
  const id = response.json().data.id as number;
  const detail = await t.request({ method: 'GET', url: `/api/staff/imports/${id}`, staff });
  expect(detail.statusCode).toBe(200);
  return detail.json().data;
}

export async function applyImport(t: TestApp, staff: StaffCredentials, id: number) {
  const response = await t.request({
    method: 'POST',
    url: `/api/staff/imports/${id}/apply`,
    staff,
  });
  expect(response.statusCode, response.body).toBe(202);
  await t.background.idle();
  return (await t.request({ method: 'GET', url: `/api/staff/imports/${id}`, staff })).json().data;
}
