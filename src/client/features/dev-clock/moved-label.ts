/** "2 days 3 h 15 min", "1 day", "45 min": how far the development clock was moved. */
export function movedLabel(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [
    days > 0 ? `${days} ${days === 1 ? 'day' : 'days'}` : '',
    hours > 0 ? `${hours} h` : '',
    rest > 0 || minutes === 0 ? `${rest} min` : '',
  ];
  return parts.filter(Boolean).join(' ');
}
