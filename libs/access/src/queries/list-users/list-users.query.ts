import { Query } from '@nestjs/cqrs';

export interface UserResponse {
  id: number;
  name: string | null;
  email: string | null;
  username: string | null;
  imageUrl: null;
  seenAt: null;
  loginAttempts: number;
  createdAt: string;
  rootRole: number;
  isAPI: false;
  accountType: 'User';
}

/** Every user by id, or only the one with `id` (empty list when unknown). */
export class ListUsersQuery extends Query<UserResponse[]> {
  constructor(readonly id: number | null) {
    super();
  }
}
