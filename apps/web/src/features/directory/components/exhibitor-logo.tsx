/** A logo at the given size (resized by the server, spec §9), or the name's first letter; alt is the name (UI.md). */
export function ExhibitorLogo({ url, name, size = 64 }: { url: string | null; name: string; size?: number }) {
  if (url)
    return (
      <img
        className="dir-logo"
        src={`${url}?width=${size * 2}`}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
      />
    );
  return (
    <span className="dir-logo dir-logo--empty" style={{ width: size, height: size }} aria-hidden>
      {name.slice(0, 1)}
    </span>
  );
}
