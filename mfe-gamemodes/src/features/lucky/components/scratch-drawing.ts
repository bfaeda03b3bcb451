// The drawing of the scratch surface, apart from the page: jsdom has no canvas, so component tests replace this
// module, and the page's behaviour (when it asks the server, what it shows) is tested without pixels.

const brushRadius = 22;

function contextOf(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  return canvas.getContext('2d');
}

/** Sizes the canvas to its box and paints the silver cover, its invitation written in the middle. */
export function paintCover(canvas: HTMLCanvasElement, invitation: string): void {
  const ctx = contextOf(canvas);
  if (!ctx) return;
  canvas.width = canvas.clientWidth;
  canvas.height = canvas.clientHeight;
  const silver = ctx.createLinearGradient(0, 0, canvas.width, canvas.height);
  silver.addColorStop(0, '#9ca3af');
  silver.addColorStop(0.5, '#e5e7eb');
  silver.addColorStop(1, '#6b7280');
  ctx.globalCompositeOperation = 'source-over';
  ctx.fillStyle = silver;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = '#374151';
  ctx.font = 'bold 18px sans-serif';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(invitation, canvas.width / 2, canvas.height / 2);
}

/** Rubs the cover off around a point of the page (a pointer's clientX / clientY). */
export function scratchAt(canvas: HTMLCanvasElement, clientX: number, clientY: number): void {
  const ctx = contextOf(canvas);
  if (!ctx) return;
  const box = canvas.getBoundingClientRect();
  // The canvas may be drawn at another size than its pixels (a phone's narrow box): scale the point to them.
  const x = ((clientX - box.left) * canvas.width) / (box.width || 1);
  const y = ((clientY - box.top) * canvas.height) / (box.height || 1);
  ctx.globalCompositeOperation = 'destination-out';
  ctx.beginPath();
  ctx.arc(x, y, brushRadius, 0, Math.PI * 2);
  ctx.fill();
}

/** Rubs off the n-th band across the cover, for a scratch by keyboard (each press, one more band). */
export function scratchBand(canvas: HTMLCanvasElement, band: number): void {
  const ctx = contextOf(canvas);
  if (!ctx) return;
  const bands = Math.max(1, Math.ceil(canvas.height / (brushRadius * 2)));
  const top = (band % bands) * brushRadius * 2;
  ctx.globalCompositeOperation = 'destination-out';
  ctx.fillRect(0, top, canvas.width, brushRadius * 2);
}
