/** A person as other people see them: on comments, videos and search hits. */
export interface PersonCard {
  id: number;
  nickname: string;
  avatar: string | null;
}

export interface UserCard extends PersonCard {
  introduction: string;
  followerCount: number;
}
