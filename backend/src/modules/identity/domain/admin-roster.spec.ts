import { decideRosterChange, type RosterTarget } from './admin-roster.js';

const admin = (id: string, overrides: Partial<RosterTarget> = {}): RosterTarget => ({
  id,
  isAdmin: true,
  isDeleted: false,
  approvalStatus: 'approved',
  ...overrides,
});
const member = (id: string, overrides: Partial<RosterTarget> = {}): RosterTarget => admin(id, { isAdmin: false, ...overrides });

describe('admin roster rules', () => {
  it('promotes an active member and demotes an admin when another active admin remains', () => {
    expect(decideRosterChange('promote', 'a', member('m'), 1)).toEqual({ kind: 'change', isAdmin: true, isDeleted: false });
    expect(decideRosterChange('demote', 'a', admin('b'), 1)).toEqual({ kind: 'change', isAdmin: false, isDeleted: false });
  });

  it('lets an admin step down only if another active admin remains', () => {
    expect(decideRosterChange('demote', 'a', admin('a'), 1).kind).toBe('change');
    expect(decideRosterChange('demote', 'a', admin('a'), 0)).toMatchObject({
      kind: 'refused',
      code: 'LAST_ADMIN',
      message: 'At least one active administrator must remain',
    });
  });

  it('never suspends the last active admin, and never oneself', () => {
    expect(decideRosterChange('suspend', 'a', admin('b'), 0)).toMatchObject({ kind: 'refused', code: 'LAST_ADMIN' });
    expect(decideRosterChange('suspend', 'a', admin('a'), 3)).toMatchObject({
      kind: 'refused',
      code: 'CANNOT_SUSPEND_SELF',
      message: 'You cannot suspend your own account',
    });
    expect(decideRosterChange('suspend', 'a', member('m'), 0)).toEqual({ kind: 'change', isAdmin: false, isDeleted: true });
  });

  it('does not promote suspended or unapproved accounts', () => {
    expect(decideRosterChange('promote', 'a', member('m', { isDeleted: true }), 1)).toMatchObject({
      kind: 'refused',
      code: 'TARGET_NOT_ACTIVE',
    });
    expect(decideRosterChange('promote', 'a', member('m', { approvalStatus: 'pending' }), 1)).toMatchObject({
      kind: 'refused',
      code: 'TARGET_NOT_ACTIVE',
    });
  });

  it('treats repeats as no-ops', () => {
    expect(decideRosterChange('promote', 'a', admin('b'), 1)).toEqual({ kind: 'unchanged' });
    expect(decideRosterChange('demote', 'a', member('m'), 1)).toEqual({ kind: 'unchanged' });
    expect(decideRosterChange('suspend', 'a', member('m', { isDeleted: true }), 1)).toEqual({ kind: 'unchanged' });
    expect(decideRosterChange('reactivate', 'a', member('m'), 1)).toEqual({ kind: 'unchanged' });
  });

  it('reactivates a suspended member', () => {
    expect(decideRosterChange('reactivate', 'a', member('m', { isDeleted: true }), 0)).toEqual({
      kind: 'change',
      isAdmin: false,
      isDeleted: false,
    });
  });
});
