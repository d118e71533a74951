// Date formats that permalinks spell a page's date with: strftime (Liquid's `date` filter, liquidjs.com/filters/date)
// and Luxon's `toFormat` tokens (moment.github.io/luxon/#/formatting?id=table-of-tokens). Only the day's parts are
// known here (year, month, day): a format asking for anything else (hours, a time zone, a locale's weekday) gives
// undefined, and the permalink part stays unknown. Formats are read one character at a time, never compiled.
import { type DateParts, monthName, pad2, weekdayName, yearDay } from './dates';

const MAX_FORMAT = 100;

/** strftime: `%Y/%m/%d`, `%-d`, `%B %e, %Y`… */
export function strftime(d: DateParts, format: string): string | undefined {
  if (format.length > MAX_FORMAT) return undefined;
  let out = '';
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c !== '%') {
      out += c;
      continue;
    }
    // A flag: `-` drops the padding (`%-m`); `_` and `0` pad as the token does by default here.
    let flag = '';
    if ('-_0^'.includes(format[i + 1] ?? '')) flag = format[++i];
    const token = format[++i];
    const part = strftimeToken(d, token, flag === '-');
    if (part === undefined) return undefined;
    out += flag === '^' ? part.toUpperCase() : part;
  }
  return out;
}

function strftimeToken(d: DateParts, token: string | undefined, unpadded: boolean): string | undefined {
  const two = (n: number): string => (unpadded ? String(n) : pad2(n));
  switch (token) {
    case 'Y': return String(d.year);
    case 'y': return pad2(d.year % 100);
    case 'C': return pad2(Math.floor(d.year / 100));
    case 'm': return two(d.month);
    case 'd': return two(d.day);
    case 'e': return unpadded ? String(d.day) : String(d.day).padStart(2, ' ');
    case 'B': return monthName(d);
    case 'b':
    case 'h': return monthName(d).slice(0, 3);
    case 'A': return weekdayName(d);
    case 'a': return weekdayName(d).slice(0, 3);
    case 'j': return unpadded ? String(yearDay(d)) : String(yearDay(d)).padStart(3, '0');
    case 'F': return `${d.year}-${pad2(d.month)}-${pad2(d.day)}`;
    case '%': return '%';
    default: return undefined;
  }
}

/** Luxon's `toFormat`: `yyyy/LL`, `y/MM`, `dd LLLL yyyy`, literal text in single quotes. */
export function luxonFormat(d: DateParts, format: string): string | undefined {
  if (format.length > MAX_FORMAT) return undefined;
  let out = '';
  for (let i = 0; i < format.length; ) {
    const c = format[i];
    if (c === "'") {
      const close = format.indexOf("'", i + 1);
      if (close < 0) return undefined;
      // `''` is a quote character.
      out += close === i + 1 ? "'" : format.slice(i + 1, close);
      i = close + 1;
      continue;
    }
    if (!/[A-Za-z]/.test(c)) {
      out += c;
      i++;
      continue;
    }
    let run = 1;
    while (format[i + run] === c) run++;
    const part = luxonToken(d, c, run);
    if (part === undefined) return undefined;
    out += part;
    i += run;
  }
  return out;
}

function luxonToken(d: DateParts, letter: string, run: number): string | undefined {
  switch (letter) {
    case 'y':
      if (run === 2) return pad2(d.year % 100);
      return run === 1 ? String(d.year) : String(d.year).padStart(run, '0');
    case 'M':
    case 'L':
      if (run === 1) return String(d.month);
      if (run === 2) return pad2(d.month);
      if (run === 3) return monthName(d).slice(0, 3);
      if (run === 4) return monthName(d);
      return undefined;
    case 'd':
      if (run === 1) return String(d.day);
      if (run === 2) return pad2(d.day);
      return undefined;
    case 'o':
      return run === 1 ? String(yearDay(d)) : run === 3 ? String(yearDay(d)).padStart(3, '0') : undefined;
    default:
      return undefined;
  }
}
