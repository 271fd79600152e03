import { Controller, Get } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { Access, ApiDoc, CurrentPrincipal, NotFoundError, type Principal } from '@pennant/platform';
import { GetUserProfileQuery, Profile, profileSchema } from './user-profile.query';

@Controller('api/admin/user/profile')
export class UserProfileController {
  constructor(private readonly queries: QueryBus) {}

  /** The signed-in user's root role, projects and groups (Unleash's profileSchema). */
  @Access.user()
  @Get()
  @ApiDoc({ summary: "The caller's profile: root role, projects, groups", tag: 'Users', response: profileSchema, errors: [401, 403] })
  async profile(@CurrentPrincipal() principal: Principal): Promise<Profile> {
    const profile = await this.queries.execute(new GetUserProfileQuery(principal.actor.id));
    if (!profile) throw new NotFoundError('Your user account no longer exists.');
    return profile;
  }
}
