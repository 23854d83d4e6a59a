// The benchmark's floor (Docs/Performance.md): libyaml's bare event scan of a file, in C, as a
// process of its own, so `settings-render`'s whole-process times have the same kind of yardstick.
// It reads the file whole, as settings-render does, parses every event and frees it, and prints
// the number of events (so the work cannot be skipped).
//
//     yaml-scan FILE
#include <stdio.h>
#include <stdlib.h>
#include <yaml.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: yaml-scan FILE\n");
        return 64;
    }
    FILE *file = fopen(argv[1], "rb");
    if (!file) {
        perror(argv[1]);
        return 2;
    }
    size_t capacity = 1 << 16, size = 0;
    unsigned char *bytes = malloc(capacity);
    size_t n;
    while (bytes && (n = fread(bytes + size, 1, capacity - size, file)) > 0) {
        size += n;
        if (size == capacity) bytes = realloc(bytes, capacity *= 2);
    }
    fclose(file);
    if (!bytes) return 2;

    yaml_parser_t parser;
    yaml_event_t event;
    long events = 0;
    yaml_parser_initialize(&parser);
    yaml_parser_set_input_string(&parser, bytes, size);
    for (;;) {
        if (!yaml_parser_parse(&parser, &event)) {
            fprintf(stderr, "%s: %s\n", argv[1], parser.problem ? parser.problem : "parse error");
            return 1;
        }
        int done = event.type == YAML_STREAM_END_EVENT;
        yaml_event_delete(&event);
        events++;
        if (done) break;
    }
    yaml_parser_delete(&parser);
    free(bytes);
    printf("%ld events\n", events);
    return 0;
}
