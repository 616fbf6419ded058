import type { SessionUserDto } from '../../shared/api-types';
import type { SessionUser } from './sessions';

export function toSessionUserDto(user: SessionUser): SessionUserDto {
  return {
    id: user.id,
    userType: user.role,
    email: user.email,
    name: user.name,
    firstName: user.firstName,
    companyName: user.companyName,
    sessionTime: user.signedInAt.toISOString(),
    expiresAt: user.expiresAt.toISOString(),
    firstSession: user.firstSession,
  };
}
