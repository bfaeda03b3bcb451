/** 'Tu es 1er.', 'Tu es 42e.' */
export function yourPositionText(position: number): string {
  return `Tu es ${position === 1 ? '1er' : `${position}e`}.`;
}
