import type { DestinationKeyword } from '@mp/contract/reference/imagery';

export interface DemoUnitType {
  nameEn: string;
  nameEs: string;
  maxGuests: number;
}

export interface DemoHotel {
  name: string;
  /** Must equal destinationOf(name): the web picks the illustration from it. */
  destination: DestinationKeyword;
  unitTypes: DemoUnitType[];
}

const studio: DemoUnitType = { nameEn: 'Studio', nameEs: 'Estudio', maxGuests: 2 };
const oneBedroomMaster: DemoUnitType = {
  nameEn: 'One Bedroom Master',
  nameEs: 'Master de una recámara',
  maxGuests: 4,
};
const twoBedroomMaster: DemoUnitType = {
  nameEn: 'Two Bedroom Master',
  nameEs: 'Master de dos recámaras',
  maxGuests: 6,
};
const threeBedroomMaster: DemoUnitType = {
  nameEn: 'Three Bedroom Master',
  nameEs: 'Master de tres recámaras',
  maxGuests: 8,
};
const twoBedroomLoft: DemoUnitType = {
  nameEn: 'Two Bedroom Loft',
  nameEs: 'Loft de dos recámaras',
  maxGuests: 6,
};
const threeBedroomLoft: DemoUnitType = {
  nameEn: 'Three Bedroom Loft',
  nameEs: 'Loft de tres recámaras',
  maxGuests: 8,
};
const presidential: DemoUnitType = {
  nameEn: 'Presidential',
  nameEs: 'Suite Presidencial',
  maxGuests: 10,
};

/** Unit types follow the resort family: each brand offers its own range of suites. */
const MAYAN_PALACE = [studio, oneBedroomMaster, twoBedroomMaster];
const GRAND_MAYAN = [studio, oneBedroomMaster, twoBedroomMaster, threeBedroomMaster];
const GRAND_BLISS = [oneBedroomMaster, twoBedroomMaster, threeBedroomMaster];
const GRAND_LUXXE = [oneBedroomMaster, twoBedroomLoft, threeBedroomLoft, presidential];
const SEA_GARDEN = [
  studio,
  { nameEn: 'One Bedroom Suite', nameEs: 'Suite de una recámara', maxGuests: 4 },
  { nameEn: 'Two Bedroom Suite', nameEs: 'Suite de dos recámaras', maxGuests: 6 },
];
const THE_ESTATES = [
  { nameEn: 'Three Bedroom Residence', nameEs: 'Residencia de tres recámaras', maxGuests: 8 },
  { nameEn: 'Four Bedroom Residence', nameEs: 'Residencia de cuatro recámaras', maxGuests: 10 },
  { nameEn: 'Presidential Residence', nameEs: 'Residencia Presidencial', maxGuests: 12 },
];

/** At least one hotel per destination keyword, so every illustration is reachable. */
export const DEMO_HOTELS: DemoHotel[] = [
  { name: 'Grand Luxxe Riviera Maya', destination: 'riviera maya', unitTypes: GRAND_LUXXE },
  { name: 'The Grand Bliss Riviera Maya', destination: 'riviera maya', unitTypes: GRAND_BLISS },
  { name: 'The Grand Mayan Riviera Maya', destination: 'riviera maya', unitTypes: GRAND_MAYAN },
  { name: 'Mayan Palace Riviera Maya', destination: 'riviera maya', unitTypes: MAYAN_PALACE },
  {
    name: 'Joya Riviera Maya',
    destination: 'joya',
    unitTypes: [
      { nameEn: 'Show and Stay Studio', nameEs: 'Estudio Show y Estancia', maxGuests: 2 },
      {
        nameEn: 'Show and Stay One Bedroom',
        nameEs: 'Show y Estancia de una recámara',
        maxGuests: 4,
      },
    ],
  },
  { name: 'Grand Luxxe Nuevo Vallarta', destination: 'nuevo vallarta', unitTypes: GRAND_LUXXE },
  {
    name: 'The Grand Bliss Nuevo Vallarta',
    destination: 'nuevo vallarta',
    unitTypes: GRAND_BLISS,
  },
  {
    name: 'The Grand Mayan Nuevo Vallarta',
    destination: 'nuevo vallarta',
    unitTypes: GRAND_MAYAN,
  },
  { name: 'Mayan Palace Nuevo Vallarta', destination: 'nuevo vallarta', unitTypes: MAYAN_PALACE },
  { name: 'Sea Garden Nuevo Vallarta', destination: 'nuevo vallarta', unitTypes: SEA_GARDEN },
  {
    name: 'Vidanta Jungala Nuevo Vallarta',
    destination: 'jungala',
    unitTypes: [
      { nameEn: 'Family Studio', nameEs: 'Estudio familiar', maxGuests: 4 },
      { nameEn: 'Family Suite', nameEs: 'Suite familiar', maxGuests: 6 },
    ],
  },
  { name: 'The Estates Los Cabos', destination: 'los cabos', unitTypes: THE_ESTATES },
  { name: 'The Grand Mayan Los Cabos', destination: 'los cabos', unitTypes: GRAND_MAYAN },
  { name: 'Mayan Palace Acapulco', destination: 'acapulco', unitTypes: MAYAN_PALACE },
  { name: 'The Grand Mayan Acapulco', destination: 'acapulco', unitTypes: GRAND_MAYAN },
  { name: 'Mayan Palace Mazatlán', destination: 'mazatlan', unitTypes: MAYAN_PALACE },
  { name: 'Mayan Palace Puerto Peñasco', destination: 'puerto penasco', unitTypes: MAYAN_PALACE },
  {
    name: 'The Grand Mayan Puerto Peñasco',
    destination: 'puerto penasco',
    unitTypes: GRAND_MAYAN,
  },
  { name: 'Mayan Palace Puerto Vallarta', destination: 'puerto vallarta', unitTypes: MAYAN_PALACE },
  { name: 'Sea Garden Puerto Vallarta', destination: 'puerto vallarta', unitTypes: SEA_GARDEN },
];
