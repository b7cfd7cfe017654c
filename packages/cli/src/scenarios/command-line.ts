/**
 * Splits a step's command line into words as a POSIX shell would for plain words, single and
 * double quotes and backslashes, without expanding anything: `${name}` is the runner's, not a
 * shell's, and no shell is involved.
 */
export const splitCommandLine = (line: string): string[] => {
  const words: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index] as string;
    if (quote === "'") {
      if (char === "'") quote = undefined;
      else word += char;
    } else if (quote === '"') {
      if (char === '"') quote = undefined;
      else if (char === '\\' && ['"', '\\', '$'].includes(line[index + 1] ?? '')) word += line[++index];
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      inWord = true;
    } else if (char === '\\' && index + 1 < line.length) {
      word += line[++index];
      inWord = true;
    } else if (/\s/.test(char)) {
      if (inWord) words.push(word);
      word = '';
      inWord = false;
    } else {
      word += char;
      inWord = true;
    }
  }
  if (quote) throw new Error(`unclosed ${quote} quote`);
  if (inWord) words.push(word);
  return words;
};
