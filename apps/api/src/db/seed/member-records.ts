import type { memberRecords } from '../schema/access.ts';

/**
 * The club's member registry, standing in for the external system that knows each member id.
 *
 * Registered demo members (the demo seed creates their accounts):
 *   100001  John Smith    john@example.com   Grand Luxxe Riviera Maya
 *   100002  Ana García    ana@example.com    The Grand Bliss Nuevo Vallarta
 *   100003  Maria Lopez   maria@example.com  The Estates Los Cabos
 *
 * Members who have NOT registered yet, so a tester can register with a known id (the last name
 * must match the record):
 *   100004  Lucía    Hernández  lucia@example.com
 *   100005  Robert   Miller     robert.miller@example.com
 *   100006  Sofía    Ramírez    sofia@example.com
 *   100007  David    Johnson    david.johnson@example.com
 *   100008  Carmen   Torres     carmen@example.com
 *   100009  Michael  Brown      michael.brown@example.com
 *   100010  Jorge    Castillo   (no e-mail on file: registration must not depend on it)
 */
export const DEMO_MEMBER_RECORDS: (typeof memberRecords.$inferInsert)[] = [
  {
    vidaMemberId: 100001,
    firstName: 'John',
    lastName: 'Smith',
    email: 'john@example.com',
    resortName: 'Grand Luxxe Riviera Maya',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100002,
    firstName: 'Ana',
    lastName: 'García',
    email: 'ana@example.com',
    resortName: 'The Grand Bliss Nuevo Vallarta',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100003,
    firstName: 'Maria',
    lastName: 'Lopez',
    email: 'maria@example.com',
    resortName: 'The Estates Los Cabos',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100004,
    firstName: 'Lucía',
    lastName: 'Hernández',
    email: 'lucia@example.com',
    resortName: 'Mayan Palace Puerto Peñasco',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100005,
    firstName: 'Robert',
    lastName: 'Miller',
    email: 'robert.miller@example.com',
    resortName: 'The Grand Mayan Nuevo Vallarta',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100006,
    firstName: 'Sofía',
    lastName: 'Ramírez',
    email: 'sofia@example.com',
    resortName: 'The Grand Bliss Riviera Maya',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100007,
    firstName: 'David',
    lastName: 'Johnson',
    email: 'david.johnson@example.com',
    resortName: 'Grand Luxxe Nuevo Vallarta',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100008,
    firstName: 'Carmen',
    lastName: 'Torres',
    email: 'carmen@example.com',
    resortName: 'Mayan Palace Acapulco',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100009,
    firstName: 'Michael',
    lastName: 'Brown',
    email: 'michael.brown@example.com',
    resortName: 'The Grand Mayan Los Cabos',
    affiliation: 'Vidanta',
  },
  {
    vidaMemberId: 100010,
    firstName: 'Jorge',
    lastName: 'Castillo',
    email: null,
    resortName: 'Mayan Palace Mazatlán',
    affiliation: 'Vidanta',
  },
];
