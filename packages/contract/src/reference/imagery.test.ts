import { describe, expect, it } from 'vitest';
import { destinationOf, resortFamilyOf } from './imagery.ts';

describe('imagery matching', () => {
  it('matches a hotel to the first destination keyword it contains', () => {
    expect(destinationOf('Grand Luxxe Nuevo Vallarta')).toBe('nuevo vallarta');
    expect(destinationOf('The Grand Mayan Los Cabos')).toBe('los cabos');
    expect(destinationOf('Mayan Palace Puerto Peñasco')).toBe('puerto penasco');
    expect(destinationOf('Vidanta Jungala')).toBe('jungala');
    expect(destinationOf('Somewhere Else')).toBeNull();
  });
  it('matches resort families by squashed lower-case name, first match wins, default Grand Luxxe', () => {
    expect(resortFamilyOf('The Grand Bliss Riviera Maya')).toBe('The Grand Bliss');
    expect(resortFamilyOf('THEESTATES Los Cabos')).toBe('The Estates');
    expect(resortFamilyOf('Mayan Palace Acapulco')).toBe('Mayan Palace');
    expect(resortFamilyOf('The Grand Mayan Nuevo Vallarta')).toBe('The Grand Mayan');
    expect(resortFamilyOf('Unknown Resort')).toBe('Grand Luxxe');
    expect(resortFamilyOf(null)).toBe('Grand Luxxe');
  });
});
