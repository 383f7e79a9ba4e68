import type { destinationHighlights } from '../../schema/club.ts';

/** buy_link '#' means the highlight has no offer to buy (money-and-stays §2). */
export const DEMO_DESTINATION_HIGHLIGHTS: (typeof destinationHighlights.$inferInsert)[] = [
  {
    sortOrder: 1,
    name: 'Riviera Maya',
    location: 'Quintana Roo, Mexico',
    imageLocation: 'riviera maya',
    descriptionEn:
      '<p>Turquoise water, white sand and the jungle meeting the Caribbean Sea. Explore <strong>cenotes</strong>, Mayan ruins and the reef, then return to a private pool overlooking the mangroves.</p>' +
      '<p>Members enjoy priority access to seasonal experiences at Grand Luxxe Riviera Maya.</p>',
    descriptionEs:
      '<p>Agua turquesa, arena blanca y la selva que se une con el mar Caribe. Explora <strong>cenotes</strong>, zonas arqueológicas mayas y el arrecife, y regresa a una alberca privada con vista a los manglares.</p>' +
      '<p>Los socios disfrutan de acceso preferente a las experiencias de temporada en Grand Luxxe Riviera Maya.</p>',
    readMoreLink: 'https://www.example.com/destinations/riviera-maya',
    buyLink: 'https://www.example.com/offers/riviera-maya',
  },
  {
    sortOrder: 2,
    name: 'Nuevo Vallarta',
    location: 'Riviera Nayarit, Mexico',
    imageLocation: 'nuevo vallarta',
    descriptionEn:
      '<p>Golden sunsets over Banderas Bay, a championship golf course and a river of pools winding through tropical gardens. From December to March, <strong>humpback whales</strong> visit the bay.</p>',
    descriptionEs:
      '<p>Atardeceres dorados sobre la Bahía de Banderas, un campo de golf de campeonato y un río de albercas entre jardines tropicales. De diciembre a marzo, las <strong>ballenas jorobadas</strong> visitan la bahía.</p>',
    readMoreLink: 'https://www.example.com/destinations/nuevo-vallarta',
    buyLink: '#',
  },
  {
    sortOrder: 3,
    name: 'Los Cabos',
    location: 'Baja California Sur, Mexico',
    imageLocation: 'los cabos',
    descriptionEn:
      '<p>Where the desert meets the Sea of Cortez. Sail to <strong>El Arco</strong>, dine by the ocean and unwind in residences designed for long, quiet stays.</p>',
    descriptionEs:
      '<p>Donde el desierto se encuentra con el Mar de Cortés. Navega hasta <strong>El Arco</strong>, cena frente al océano y descansa en residencias pensadas para estancias largas y tranquilas.</p>',
    readMoreLink: 'https://www.example.com/destinations/los-cabos',
    buyLink: 'https://www.example.com/offers/los-cabos',
  },
  {
    sortOrder: 4,
    name: 'Acapulco',
    location: 'Guerrero, Mexico',
    imageLocation: 'acapulco',
    descriptionEn:
      '<p>The classic Mexican getaway, reborn. Watch the <strong>cliff divers</strong> of La Quebrada, stroll the bay at dusk and relax on the quiet beaches of Diamante.</p>',
    descriptionEs:
      '<p>La escapada mexicana clásica, renovada. Admira a los <strong>clavadistas</strong> de La Quebrada, recorre la bahía al atardecer y descansa en las playas tranquilas de Diamante.</p>',
    readMoreLink: 'https://www.example.com/destinations/acapulco',
    buyLink: '#',
  },
  {
    sortOrder: 5,
    name: 'Puerto Peñasco',
    location: 'Sonora, Mexico',
    imageLocation: 'puerto penasco',
    descriptionEn:
      '<p>A short drive from Arizona, with calm water, wide beaches and the freshest seafood on the Sea of Cortez. Perfect for a <strong>long weekend</strong> with the whole family.</p>',
    descriptionEs:
      '<p>A poca distancia en auto de Arizona, con aguas tranquilas, playas amplias y los mariscos más frescos del Mar de Cortés. Ideal para un <strong>fin de semana largo</strong> con toda la familia.</p>',
    readMoreLink: 'https://www.example.com/destinations/puerto-penasco',
    buyLink: 'https://www.example.com/offers/puerto-penasco',
  },
];
