/**
 * Says a word with the browser's speech synthesis, when there is one: the
 * fallback for a word without a span in the narration. Answers whether it
 * could (false: no speech synthesis here).
 */
export function speakWord(word: string): boolean {
  if (typeof window === 'undefined' || !('speechSynthesis' in window) || typeof SpeechSynthesisUtterance === 'undefined') return false;
  const utterance = new SpeechSynthesisUtterance(word);
  utterance.lang = 'en-US';
  utterance.rate = 0.85;
  window.speechSynthesis.cancel();
  window.speechSynthesis.speak(utterance);
  return true;
}
