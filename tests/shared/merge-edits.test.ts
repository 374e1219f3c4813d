// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mergeEdits, takingTheirs } from '@/shared/concurrent-edits/merge-edits';

const opened = { name: 'Rixos', services: 'Спа', stars: '5', active: true };

describe('mergeEdits', () => {
  it('keeps the admin’s changes and takes the other admin’s changes to fields the admin left alone', () => {
    const mine = { ...opened, name: 'Rixos Premium' };
    const server = { ...opened, services: 'Спа, аквапарк', active: false };
    expect(mergeEdits(opened, mine, server)).toEqual({
      values: { name: 'Rixos Premium', services: 'Спа, аквапарк', stars: '5', active: false },
      theirs: ['services', 'active'],
      conflicts: [],
    });
  });

  it('names a field both changed to different values as a conflict and holds the admin’s value', () => {
    const mine = { ...opened, name: 'Rixos Premium' };
    const server = { ...opened, name: 'Rixos Beldibi' };
    expect(mergeEdits(opened, mine, server)).toEqual({ values: mine, theirs: [], conflicts: ['name'] });
  });

  it('sees no conflict when both admins made the same change', () => {
    const both = { ...opened, stars: '4' };
    expect(mergeEdits(opened, both, both)).toEqual({ values: both, theirs: [], conflicts: [] });
  });

  it('changes nothing while the server still has what the form opened with', () => {
    const mine = { ...opened, name: 'Rixos Premium', active: false };
    expect(mergeEdits(opened, mine, opened)).toEqual({ values: mine, theirs: [], conflicts: [] });
  });
});

describe('takingTheirs', () => {
  it('puts the other admin’s value in each conflicting field and keeps the rest of the merge', () => {
    const mine = { ...opened, name: 'Rixos Premium', stars: '4' };
    const server = { ...opened, name: 'Rixos Beldibi', services: 'Спа, аквапарк' };
    const merge = mergeEdits(opened, mine, server);
    expect(takingTheirs(merge, server)).toEqual({ name: 'Rixos Beldibi', services: 'Спа, аквапарк', stars: '4', active: true });
  });
});
