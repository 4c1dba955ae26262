'use client';

import { createContext, useContext } from 'react';
import { holds, type StaffPermission, type StaffUser } from '@/lib/contracts/staff';

/** The logged-in staff member, set by the console frame (the server checked the session). */
export const StaffContext = createContext<StaffUser | null>(null);

export function useStaff(): StaffUser {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('useStaff outside the console frame');
  return staff;
}

/** Whether the logged-in staff member holds a permission (the API checks it again). */
export function useCan(): (p: StaffPermission) => boolean {
  const staff = useStaff();
  return (p) => holds(staff.permissions, p);
}
