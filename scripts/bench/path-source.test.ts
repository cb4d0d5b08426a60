import { describe, expect, it } from 'vitest';
import { PathsOnce, pathPicker, repeatProblem } from './path-source';

describe(PathsOnce.name, () => {
  it('should hand out every path once, across any number of legs', () => {
    const source = new PathsOnce(['/a', '/b', '/c', '/d']);
    const firstLeg = pathPicker(source);
    const secondLeg = pathPicker(source);
    expect([firstLeg(0), firstLeg(1), secondLeg(0), secondLeg(1)]).toEqual([
      '/a',
      '/b',
      '/c',
      '/d',
    ]);
    expect(source.repeated).toBe(0);
    expect(repeatProblem('gateway', source)).toEqual([]);
  });

  it('should count and report the paths it had to repeat once the draws ran out', () => {
    const source = new PathsOnce(['/a', '/b']);
    const pick = pathPicker(source);
    expect([pick(0), pick(1), pick(2)]).toEqual(['/a', '/b', '/a']);
    expect(source.repeated).toBe(1);
    expect(repeatProblem('gateway', source)).toEqual([
      expect.stringContaining('gateway: 1 of 3 requests repeated a path'),
    ]);
  });
});

describe(pathPicker.name, () => {
  it('should cycle a plain list from the start for every leg', () => {
    const paths = ['/a', '/b', '/c'];
    const pick = pathPicker(paths);
    expect([0, 1, 2, 3, 4].map(pick)).toEqual(['/a', '/b', '/c', '/a', '/b']);
    expect(pathPicker(paths)(0)).toBe('/a');
    expect(repeatProblem('gateway', paths)).toEqual([]);
  });
});
