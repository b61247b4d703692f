#define _GNU_SOURCE
#include "PseudoTerminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int pseudo_terminal_open(int *controller, char *name, unsigned long size) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return -1;
    const char *path = (grantpt(fd) == 0 && unlockpt(fd) == 0) ? ptsname(fd) : NULL;
    if (path == NULL || strlen(path) >= size) {
        close(fd);
        return -1;
    }
    strcpy(name, path);
    *controller = fd;
    return 0;
}
