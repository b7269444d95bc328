export function Spinner({ size = 20, label }: { size?: number; label?: string }) {
  return (
    <span
      className="pc-spinner"
      style={{ width: size, height: size, display: 'inline-block' }}
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    />
  )
}
