/* The physical limit for loading a spec: libyaml's event parser over the bytes, doing nothing
 * with the events. Reads the file once, then parses it `repeat` times and prints the fastest
 * parse in seconds and the event count, so the file read is not part of the figure.
 *
 *   cc -O2 yaml-events.c $(pkg-config --cflags --libs yaml-0.1) -o yaml-events
 *   ./yaml-events FILE [REPEAT]
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <yaml.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec / 1e9;
}

int main(int argc, char **argv) {
    if (argc < 2) {
        fprintf(stderr, "usage: yaml-events FILE [REPEAT]\n");
        return 2;
    }
    int repeat = argc > 2 ? atoi(argv[2]) : 1;
    FILE *f = fopen(argv[1], "rb");
    if (!f) { perror(argv[1]); return 2; }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *bytes = malloc(size > 0 ? size : 1);
    if (!bytes || fread(bytes, 1, size, f) != (size_t)size) { perror("read"); return 2; }
    fclose(f);

    double best = -1;
    long events = 0;
    for (int r = 0; r < (repeat > 0 ? repeat : 1); r++) {
        double start = now();
        yaml_parser_t parser;
        yaml_event_t event;
        if (!yaml_parser_initialize(&parser)) { fprintf(stderr, "libyaml could not start\n"); return 2; }
        yaml_parser_set_input_string(&parser, bytes, size);
        events = 0;
        for (;;) {
            if (!yaml_parser_parse(&parser, &event)) {
                fprintf(stderr, "%s: YAML error: %s\n", argv[1], parser.problem ? parser.problem : "?");
                return 2;
            }
            int done = event.type == YAML_STREAM_END_EVENT;
            yaml_event_delete(&event);
            events++;
            if (done) break;
        }
        yaml_parser_delete(&parser);
        double elapsed = now() - start;
        if (best < 0 || elapsed < best) best = elapsed;
    }
    printf("seconds=%.6f events=%ld bytes=%ld\n", best, events, size);
    free(bytes);
    return 0;
}
