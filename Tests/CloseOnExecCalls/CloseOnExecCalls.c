#define _GNU_SOURCE
#include "CloseOnExecCalls.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/socket.h>
#include <unistd.h>

int close_on_exec_pseudo_terminal(int *controller, int *terminal) {
    int opened = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (opened < 0) return -1;
    char name[128];
    int other = -1;
    if (grantpt(opened) == 0 && unlockpt(opened) == 0 && ptsname_r(opened, name, sizeof name) == 0) {
        other = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC);
    }
    if (other < 0) {
        int failure = errno;
        close(opened);
        errno = failure;
        return -1;
    }
    *controller = opened;
    *terminal = other;
    return 0;
}

int close_on_exec_pipe(int ends[2]) {
    return pipe2(ends, O_CLOEXEC);
}

int close_on_exec_accept(int listener) {
    return accept4(listener, NULL, NULL, SOCK_CLOEXEC);
}
