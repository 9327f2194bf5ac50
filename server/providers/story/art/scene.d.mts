/** Types of the shared scene composer (scene.mjs), used by the server's story composer. */
export interface ArtCastMember {
  name: string;
  kind: string;
  main?: boolean;
  aliases?: string[];
  scale?: number;
  color?: string;
}
export interface ArtBook {
  id: string;
  title: string;
  titleCn: string;
  level: string;
  art: { palette?: string; setting?: string; season?: string; time?: string; cast?: ArtCastMember[]; coverScene?: string; coverCast?: string[]; coverProps?: string[] };
  pages: { text: string }[];
}
export interface ArtPage {
  text: string;
  scene?: string;
  cast?: string[];
  props?: string[];
  mood?: string;
  pose?: string;
}
export function composeScene(book: ArtBook, page: ArtPage, pageIndex: number | string, options?: { W?: number; H?: number; cover?: boolean }): { svg: string };
export function composeCover(book: ArtBook, options?: { S?: number }): string;
export const PALETTES: Record<string, Record<string, unknown>>;
