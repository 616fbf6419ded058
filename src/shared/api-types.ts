/** Shapes the API returns; the client codes against these. */

export type UserType = 'talent' | 'manager';

export type SessionUserDto = {
  id: string;
  userType: UserType;
  email: string;
  name: string;
  firstName: string | null;
  companyName: string | null;
  /** ISO time of sign-in (the session snapshot's "sessionTime", docs/product/accounts.md). */
  sessionTime: string;
  expiresAt: string;
};

export type SessionDto = { user: SessionUserDto | null };

export type ApiErrorBody = {
  error: { code: string; message: string; title?: string; fieldErrors?: Record<string, string> };
};

export type WorkStampDto = { id: string; companyName: string; position: string; startDate: string };

export type TalentProfileDto = {
  id: string;
  name: string;
  email: string;
  /** 10 digits. */
  phone: string;
  /** Null until the worker fills it in after sign-up (issue 11); likewise `years`. */
  sector: string | null;
  years: string | null;
  skills: string[];
  bio: string | null;
  funFact: string | null;
  approved: boolean;
  smsNotifications: boolean;
  avatarUrl: string | null;
  cardNumber: string;
  averageRating: number | null;
  shiftsCompleted: number;
  positionTitle: string | null;
  careerHighlights: string[];
  workStamps: WorkStampDto[];
  createdAt: string;
  /** A new e-mail waiting for its confirmation link to be followed (issue 10 item 6). */
  pendingEmailChange: { email: string; sentAt: string } | null;
};

export type ManagerAccountDto = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  companyName: string;
  /** 10 digits. */
  mobile: string;
  streetAddress: string;
  city: string;
  state: string;
  zip: string | null;
  timeZone: string;
  smsNotifications: boolean;
};
