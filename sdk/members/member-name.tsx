import Avatar from '@mui/material/Avatar';

/** The first letters of a person's first and last names: "Otto Owner" → "OO". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => [...word][0].toLocaleUpperCase()).join('');
}

/** A project member's name beside a small avatar of their initials (decoration: the name says who it is). */
export function MemberName({ name }: { name: string }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <Avatar aria-hidden sx={{ width: 20, height: 20, fontSize: 10 }}>
        {initialsOf(name)}
      </Avatar>
      {name}
    </span>
  );
}
