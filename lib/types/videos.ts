import type { PersonCard } from './people';

export interface VideoCard {
  id: number;
  title: string;
  titleCn: string;
  poster: string;
  durationSec: number;
  tags: string[];
  likeCount: number;
  collectCount: number;
  commentCount: number;
}

export interface VideoDetail extends VideoCard {
  description: string;
  descriptionCn: string;
  src: string;
  subtitles: { en: string; cn: string };
  author: PersonCard | null;
  createdAt: string;
  updatedAt: string;
  liked: boolean;
  collected: boolean;
}
