// Every free-text field is built with the text helpers of src/shared/schemas/fields.ts, so it gets the cleaning every
// other text gets (docs/product/accounts.md, "Text as typed"): no controls, invisible format characters or tags.
// The test walks the body schema of every route of the running app (taken from Fastify's route table, so a route
// added tomorrow is walked too) and every exported schema of src/shared/schemas, and finds each string field. A
// string is cleaned when it carries the helpers' mark: an `overwrite` step with cleanText or cleanMultiline (the
// step itself, which survives zod's cloning by .min/.max/.optional). A string that is not free text is either
// pinned to a format (a regex, a uuid, a date-time) or named below with the reason it is not.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { devReplySchema } from '../../src/shared/schemas/dev-reply';
import { cleanMultiline, cleanText } from '../../src/shared/text';
import { createTestApp, type TestApp } from '../support/http';
import { type CatalogRoute, recordRoutes } from '../support/route-catalog';

const CLEANERS: ReadonlySet<unknown> = new Set([cleanText, cleanMultiline]);

/** Fields that hold no free text, by name, with why. */
const NOT_FREE_TEXT: Record<string, string> = {
  password: 'a password is checked as typed, never altered',
  confirmPassword: 'compared with the password as typed',
  currentPassword: 'a password is checked as typed',
  email: 'an e-mail address: trimmed, lowercased and checked against the address rule',
  managerEmail: 'an e-mail address',
  phone: 'a US phone number, kept as its digits',
  mobile: 'a US phone number, kept as its digits',
  contactPhone: 'a US phone number, kept as its digits',
  zip: 'a ZIP code',
  shiftDate: 'a date, checked by its own rule',
  startTime: 'a time of day, checked by its own rule',
  endTime: 'a time of day, checked by its own rule',
  hourlyRate: 'a money amount typed as text',
  breakDuration: 'a number typed as text',
  maxApplications: 'a number typed as text',
  code: 'a one-time code, compared as typed',
  token: 'a signed token, compared as typed',
  subjectId: 'an id, checked by the use-case',
  type: "an account kind ('talent' or 'manager')",
  userType: 'an account kind, read from a list',
  'tags[]': 'each tag must be one of a fixed list',
  'careerHighlights[]': "cleaned with cleanText item by item in the list's own transform (accounts.ts)",
  website: "the contact form's hidden trap field: any value refuses the message, none is kept",
};

/** Whole schemas that hold no user's text, with why. */
const NOT_USER_TEXT = new Map<unknown, string>([
  [
    devReplySchema,
    'the development inbox stands for a phone texting the platform: it is kept as a text would be',
  ],
]);

type StringField = { where: string; field: string; cleaned: boolean; pinned: boolean };

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string; tx?: unknown } } }[];
  [key: string]: unknown;
};
const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def: Def } })?._zod?.def;

const NO_STRINGS = new Set([
  'number',
  'boolean',
  'enum',
  'literal',
  'transform',
  'null',
  'undefined',
  'date',
  'bigint',
]);
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

/** Every string in `schema`, with the field path that leads to it. */
function stringFields(schema: unknown, where: string, path = '', out: StringField[] = []): StringField[] {
  const def = defOf(schema);
  if (!def) throw new Error(`${where} ${path}: not a zod schema`);
  const into = (child: unknown, childPath = path) => stringFields(child, where, childPath, out);
  if (def.type === 'string') {
    const checks = (def.checks ?? []).map((check) => check._zod.def);
    out.push({
      where,
      field: path,
      cleaned: checks.some((check) => check.check === 'overwrite' && CLEANERS.has(check.tx)),
      pinned: Boolean(def.format) || checks.some((check) => check.check === 'string_format'),
    });
  } else if (def.type === 'object') {
    for (const [key, child] of Object.entries(def.shape as Record<string, unknown>))
      into(child, path ? `${path}.${key}` : key);
  } else if (def.type === 'pipe') {
    into(def.in);
    into(def.out);
  } else if (def.type === 'intersection') {
    into(def.left);
    into(def.right);
  } else if (def.type === 'union') {
    for (const option of def.options as unknown[]) into(option);
  } else if (def.type === 'array') {
    into(def.element, `${path}[]`);
  } else if (WRAPPERS.has(def.type)) {
    into(def.innerType);
  } else if (!NO_STRINGS.has(def.type)) {
    // A kind of schema this walk does not know could hide a string: teach the walk rather than skip it.
    throw new Error(`${where} ${path}: the walk does not know zod's '${def.type}'`);
  }
  return out;
}

const lastName = (field: string) => field.split('.').at(-1) ?? field;
const uncleaned = (fields: StringField[]) =>
  fields
    .filter((f) => !f.cleaned && !f.pinned && !(lastName(f.field) in NOT_FREE_TEXT))
    .map((f) => `${f.where}: ${f.field}`);

let t: TestApp;
const catalog = recordRoutes();
let routes: CatalogRoute[];

beforeAll(async () => {
  t = await createTestApp();
  catalog.stop();
  routes = catalog.routes.filter((route) => route.url.startsWith('/api'));
});
afterAll(async () => {
  await t?.close();
});

describe('free-text fields are cleaned like every other text', () => {
  it('every string in every route body is cleaned, pinned to a format, or named as no free text', () => {
    const fields: StringField[] = [];
    for (const route of routes) {
      const body = (route.schema as { body?: z.ZodType } | undefined)?.body;
      if (body && !NOT_USER_TEXT.has(body)) stringFields(body, route.key, '', fields);
    }
    expect(fields.filter((f) => f.cleaned).length, 'the walk finds the cleaned fields').toBeGreaterThan(30);
    expect(uncleaned(fields)).toEqual([]);
  });

  it('every exported input schema of src/shared/schemas is too (forms the client parses before sending)', () => {
    const modules = import.meta.glob<Record<string, unknown>>(
      ['../../src/shared/schemas/*.ts', '!../../src/shared/schemas/*.test.ts'],
      { eager: true },
    );
    const fields: StringField[] = [];
    for (const [file, exports] of Object.entries(modules))
      for (const [name, value] of Object.entries(exports)) {
        // Queries and path parameters are filters and ids, never kept as someone's text.
        if (!defOf(value) || /(Query|Params)Schema$/.test(name) || NOT_USER_TEXT.has(value)) continue;
        stringFields(value, `${file.replace('../../src/shared/schemas/', '')} ${name}`, '', fields);
      }
    expect(fields.length).toBeGreaterThan(30);
    expect(uncleaned(fields)).toEqual([]);
  });
});
