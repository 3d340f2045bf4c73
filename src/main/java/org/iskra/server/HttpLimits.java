package org.iskra.server;

/**
 * Transport limits: the largest request body (413), the longest URL (414) and the largest request line plus headers
 * (431, enforced by Jetty).
 */
public record HttpLimits(long maxBodyBytes, int maxUrlLength, int maxHeaderBytes) {}
