// Query keys of the marketplace, shared so one feature can refresh what another shows
// (applying on /shifts changes the worker dashboard) without importing it.
export const marketplaceKeys = {
  all: ['marketplace'] as const,
  openShifts: (viewerId: string | null) => ['marketplace', 'open-shifts', viewerId ?? 'anonymous'] as const,
  openShiftsAll: ['marketplace', 'open-shifts'] as const,
  myShifts: ['marketplace', 'my-shifts'] as const,
  shiftApplications: (shiftId: string) => ['marketplace', 'shift-applications', shiftId] as const,
  myApplications: ['marketplace', 'my-applications'] as const,
};
