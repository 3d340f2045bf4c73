package org.iskra.server;

/**
 * A rate limit per client address: {@code perSecond} requests per second on average, with bursts of up to
 * {@code burst}. {@link #OFF} lets everything through.
 */
public record RateLimit(double perSecond, int burst) {
    public static final RateLimit OFF = new RateLimit(0, 0);

    public boolean isOff() {
        return perSecond <= 0;
    }

    /** {@code off}, {@code R} (burst 2×R) or {@code R:BURST}. */
    static RateLimit parse(String text) {
        String t = text.trim().toLowerCase();
        if (t.isEmpty() || t.equals("off") || t.equals("0")) {
            return OFF;
        }
        try {
            String[] parts = t.split(":");
            double rate = Double.parseDouble(parts[0].strip());
            int burst = parts.length > 1 ? Integer.parseInt(parts[1].strip()) : (int) Math.max(1, Math.ceil(2 * rate));
            if (rate > 0 && burst >= 1 && parts.length <= 2) {
                return new RateLimit(rate, burst);
            }
        } catch (NumberFormatException e) {
            // falls through to the error below
        }
        throw new IllegalArgumentException(
                "--rate-limit must be off, R or R:BURST (requests per second, burst), got \"" + text + "\"");
    }
}
