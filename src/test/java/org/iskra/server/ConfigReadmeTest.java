package org.iskra.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Every setting has its README row (flag, environment twin, default), and the start-up limit reads like the request
 * one.
 */
class ConfigReadmeTest {

    @Test
    void everySettingHasItsReadmeRow() throws Exception {
        String readme = Files.readString(Path.of("README.md"));
        for (Config.Setting s : Config.SETTINGS) {
            String row = "| `" + s.flag() + "` | `" + s.env() + "` | ";
            assertTrue(
                    readme.contains(row),
                    "README's configuration table lacks the row of " + s.flag() + " (" + row + "…)");
        }
    }

    @Test
    void theStartupLimitIsItsOwnSetting() {
        assertEquals(Duration.ofMinutes(10), Config.from(List.of(), Map.of()).startupTimeout());
        assertEquals(
                Duration.ofSeconds(90),
                Config.from(List.of(), Map.of("ISKRA_STARTUP_TIMEOUT", "90s")).startupTimeout());
        Config config = Config.from(
                List.of("--startup-timeout", "2m", "--timeout", "1s"), Map.of("ISKRA_STARTUP_TIMEOUT", "90s"));
        assertEquals(Duration.ofMinutes(2), config.startupTimeout());
        assertEquals(Duration.ofSeconds(1), config.limits().requestTimeout());
    }
}
